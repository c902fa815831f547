// Runs requests against the WebAssembly build of the engine through its one ABI, the spec
// reader's exports (Wasm/Playground*.swift, the playground's bridge playground-engine.js), and
// writes the answers, for the Swift test that compares them with the native engine's
// (Tests/CarouselWasmTests).
//
//   node wasm-runner.mjs MODULE.wasm JOB.json ANSWERS.json
//
// JOB is {"specs": [text…], "requests": […]}: carousel specs as JSON text, and requests naming
// them by index (each request reads its specs into the module, as the playground page does):
//   {"op": "layout", "specs": [S], "first": i, "limit": k}
//       the summary (20), the header cell at the rest offset (10), the empty state (5), the
//       window [first, count] clamped to the cards, then each card's anatomy (16)
//   {"op": "snapOffsets", "specs": [S], "first": i, "limit": k}   snap offsets in the window
//   {"op": "snap", "specs": [S], "offset": x, "velocity": v, "projected": p | null}
//       the resting target and the card at rest there
//   {"op": "glide", "specs": [S], "offset", "velocity", "projected", "reduceMotion": 0 | 1,
//    "interval": ms}                                      (t, offset) pairs from release to rest
//   {"op": "anchor", "specs": [FROM, TO], "offset": x, "removed": [i…], "inserted": [j…]}
//       the anchor's card and fraction, the offset in TO that restores it, the card at rest
// ANSWERS is an array, one per request: {"values": [f64…]} (NaN as null) or {"error": text},
// the text the module reported (the tool's message, byte for byte).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { Engine } = require(path.join(here, "../../Sources/CarouselPlayground/Resources/playground-engine.js"));

const [modulePath, jobPath, answersPath] = process.argv.slice(2);
const engine = new Engine(fs.readFileSync(modulePath));
const e = engine.exports;
const number = (value) => (value === null ? NaN : value);

/// The NUL-terminated text the module wrote last (an error message).
function text() {
  const bytes = new Uint8Array(e.memory.buffer, e.carousel_playground_text());
  return new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0)));
}

class Refused extends Error {}

let current = -1;
function read(job, index) {
  try {
    engine.readSpec(job.specs[index]);
  } catch (error) {
    current = -1;
    throw new Refused(error.message);
  }
  current = index;
}

function window(first, limit, count) {
  const low = Math.min(Math.max(first, 0), count);
  return [low, low + Math.min(Math.max(limit, 0), count - low)];
}

function values(job, request) {
  const [spec] = request.specs;
  if (request.op !== "anchor" && current !== spec) read(job, spec);
  const offset = number(request.offset);
  const velocity = number(request.velocity);
  switch (request.op) {
    case "layout": {
      e.carousel_playground_summary();
      const summary = Array.from(engine.numbers(20));
      e.carousel_playground_header(summary[9]);
      const header = Array.from(engine.numbers(10));
      e.carousel_playground_empty_state();
      const empty = Array.from(engine.numbers(5));
      const [low, high] = window(request.first, request.limit, summary[1]);
      const cards = [];
      for (let index = low; index < high; index++) {
        e.carousel_playground_card(index);
        cards.push(...engine.numbers(16));
      }
      return [...summary, ...header, ...empty, low, high - low, ...cards];
    }
    case "snapOffsets": {
      e.carousel_playground_summary();
      const [low, high] = window(request.first, request.limit, engine.numbers(20)[12]);
      const offsets = [];
      for (let index = low; index < high; index++) offsets.push(e.carousel_playground_snap_offset(index));
      return offsets;
    }
    case "snap": {
      const target = e.carousel_playground_target(offset, velocity, number(request.projected));
      if (Number.isNaN(target)) throw new Refused(text());
      return [target, engine.numbers(1)[0]];
    }
    case "glide": {
      const duration = e.carousel_playground_start_motion(offset, velocity, number(request.projected), NaN, request.reduceMotion);
      if (duration < 0) throw new Refused(text());
      const samples = [];
      let count = 32;
      for (let first = 0; first < count; first += 32) {
        count = e.carousel_playground_motion_samples(number(request.interval), first);
        if (count < 0) throw new Refused(engine.text(-count));
        samples.push(...engine.numbers(2 * Math.min(32, count - first)));
      }
      return samples;
    }
    case "anchor": {
      read(job, request.specs[0]);
      read(job, request.specs[1]);
      const input = new Float64Array(e.memory.buffer, e.carousel_playground_numbers(), 64);
      input.set([...request.removed, ...request.inserted]);
      const status = e.carousel_playground_anchor(offset, request.removed.length, request.inserted.length);
      if (status < 0) throw new Refused(engine.text(-status));
      return Array.from(engine.numbers(4));
    }
    default:
      throw new Error(`unknown op ${request.op}`);
  }
}

function answer(job, request) {
  try {
    return { values: values(job, request) };
  } catch (error) {
    if (error instanceof Refused) return { error: error.message };
    throw error;
  }
}

const job = JSON.parse(fs.readFileSync(jobPath, "utf8"));
fs.writeFileSync(answersPath, JSON.stringify(job.requests.map((request) => answer(job, request))));
