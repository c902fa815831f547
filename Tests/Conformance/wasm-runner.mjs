// Runs requests against the WebAssembly build of the engine and writes the answers, for the
// Swift test that compares them with the native engine's (Tests/CarouselWasmTests).
//
//   node wasm-runner.mjs MODULE.wasm JOB.json ANSWERS.json
//
// JOB is {"records": [[f64…], …], "requests": […]}: carousel records (null for NaN), each
// written to the module's memory once, and requests naming them by index:
//   {"op": "layout" | "snapOffsets", "records": [R], "first": i, "limit": k}
//   {"op": "snap", "records": [R], "offset": x, "velocity": v, "projected": p | null}
//   {"op": "glide", "records": [R], "offset", "velocity", "projected", "reduceMotion": 0 | 1,
//    "interval": ms}
//   {"op": "anchor", "records": [FROM, TO], "offset": x, "removed": [i…], "inserted": [j…]}
// ANSWERS is an array, one per request: {"values": [f64…]} (NaN as null) or {"error": text}.
import fs from "node:fs";

const [modulePath, jobPath, answersPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(fs.readFileSync(modulePath), {});
const wasm = instance.exports;

const f64 = (pointer, count) => new Float64Array(wasm.memory.buffer, pointer, count);
const number = (value) => (value === null ? NaN : value);

function allocate(bytes) {
  const pointer = wasm.carousel_alloc(Math.max(bytes, 16));
  if (pointer === 0) throw new Error(`carousel_alloc(${bytes}) failed`);
  return pointer;
}

function putDoubles(values) {
  const pointer = allocate(8 * values.length);
  f64(pointer, values.length).set(values.map(number));
  return pointer;
}

function putInts(values) {
  const pointer = allocate(4 * values.length);
  new Int32Array(wasm.memory.buffer, pointer, values.length).set(values);
  return pointer;
}

function lastError() {
  const length = wasm.carousel_error(0, 0);
  const pointer = allocate(length);
  wasm.carousel_error(pointer, length);
  const text = new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, pointer, length));
  wasm.carousel_free(pointer);
  return text;
}

/// Calls a count-returning export: asks for the size first, then fills a buffer that fits.
function counted(call) {
  const needed = call(0, 0);
  if (needed < 0) return { error: lastError() };
  const out = allocate(8 * needed);
  const written = call(out, needed);
  const values = Array.from(f64(out, written));
  wasm.carousel_free(out);
  return { values };
}

/// Calls a status-returning export that writes `count` values.
function fixed(count, call) {
  const out = allocate(8 * count);
  const status = call(out);
  const answer = status < 0 ? { error: lastError() } : { values: Array.from(f64(out, count)) };
  wasm.carousel_free(out);
  return answer;
}

function answer(request, pointers) {
  const records = request.records.map((index) => pointers[index]);
  const [record] = records;
  const offset = number(request.offset);
  const velocity = number(request.velocity);
  switch (request.op) {
    case "layout":
      return counted((out, capacity) =>
        wasm.carousel_layout(record, request.first, request.limit, out, capacity));
    case "snapOffsets":
      return counted((out, capacity) =>
        wasm.carousel_snap_offsets(record, request.first, request.limit, out, capacity));
    case "snap":
      return fixed(2, (out) => wasm.carousel_snap(
        record, offset, velocity, number(request.projected), out));
    case "glide":
      return counted((out, capacity) => wasm.carousel_glide(
        record, offset, velocity, number(request.projected), request.reduceMotion,
        number(request.interval), out, capacity));
    case "anchor": {
      const removed = putInts(request.removed);
      const inserted = putInts(request.inserted);
      const result = fixed(4, (out) => wasm.carousel_anchor(
        records[0], records[1], offset, removed, request.removed.length,
        inserted, request.inserted.length, out));
      wasm.carousel_free(removed);
      wasm.carousel_free(inserted);
      return result;
    }
    default:
      throw new Error(`unknown op ${request.op}`);
  }
}

const job = JSON.parse(fs.readFileSync(jobPath, "utf8"));
const pointers = job.records.map(putDoubles);
fs.writeFileSync(answersPath, JSON.stringify(job.requests.map((r) => answer(r, pointers))));
pointers.forEach((pointer) => wasm.carousel_free(pointer));
