// The wasm side of the benchmark's wasm / native figures (CarouselBenchmarks runs it: the
// figures wasmSnap, wasmPlaygroundTarget and wasmPlaygroundTarget/snap), on the benchmark's workload shape
// (393 × 852 compact, a 311 pt card width, N cards), in nanoseconds per call (median of 11 runs
// of 200 000 calls, after one run that warms the JIT up):
//   snap              the snap target of a random release (offset in the scroll range,
//                     velocity in ±4 pt/ms) through `carousel_snap`, the C ABI export that
//                     reads a record (every call builds the carousel's track from the record:
//                     O(1) in N)
//   playgroundTarget  the same through the playground's export, on the spec the page read
//                     (up to 100 000 cards: reading a spec of a million cards in the module
//                     takes minutes; null above)
//
//   node snap-time.js [--module FILE.wasm] [N]     (default: the shipped module, N = 10000)
"use strict";
const fs = require("fs");
const path = require("path");
const resources = path.join(__dirname, "../../../Sources/CarouselPlayground/Resources");
const argv = process.argv.slice(2);
let modulePath = path.join(resources, "CarouselLayout.wasm");
if (argv[0] === "--module") { modulePath = argv[1]; argv.splice(0, 2); }
const { Engine } = require(path.join(resources, "playground-engine.js"));
const engine = new Engine(fs.readFileSync(modulePath));
const count = Number(argv[0] ?? 10000);
const e = engine.exports;

// The C ABI's record: 30 fixed values (Wasm/Exports.swift) and N cards' heights.
const fixed = 30;
const record = e.carousel_alloc(8 * (fixed + 3 * count));
const out = e.carousel_alloc(8 * 19);
const values = new Float64Array(e.memory.buffer, record, fixed + 3 * count);
values.fill(NaN, 0, fixed);
Object.assign(values, { 0: fixed, 1: count, 2: 393, 3: 852, 4: 0, 5: 0, 8: 8, 9: 2, 10: 311,
  12: 0, 13: 0, 14: 0, 16: 0, 18: 0.3, 19: 520, 20: 0, 24: 0, 25: 240, 29: 0 });
for (let i = 0; i < count; i++) values.set([56, 40 + (i * 37) % 160, 44], fixed + 3 * i);
if (e.carousel_layout(record, 0, 0, out, 19) !== 19) throw new Error("carousel_layout failed");
const maximum = Math.max(0, new Float64Array(e.memory.buffer, out, 1)[0] - 393);

let seed = 12345;
const random = () => { seed = (seed * 1664525 + 1013904223) >>> 0; return seed / 4294967296; };
const offsets = Float64Array.from({ length: 4096 }, () => random() * maximum);
const velocities = Float64Array.from({ length: 4096 }, () => random() * 8 - 4);
const calls = 200000;

function median(call) {
  const runs = [];
  let sum = 0;
  for (let run = 0; run < 12; run++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) sum += call(offsets[i & 4095], velocities[i & 4095]);
    const ns = Number(process.hrtime.bigint() - start) / calls;
    if (run > 0) runs.push(ns);
  }
  runs.sort((a, b) => a - b);
  return { ns: runs[Math.floor(runs.length / 2)], checksum: sum };
}

const snap = median((offset, velocity) => {
  if (e.carousel_snap(record, offset, velocity, NaN, out) !== 0) throw new Error("carousel_snap failed");
  return new Float64Array(e.memory.buffer, out, 1)[0];
});

let playgroundTarget = { ns: null, checksum: 0 };
if (count <= 100000) {
  const cards = Array.from({ length: count }, (_, i) => `{"header":56,"body":${40 + (i * 37) % 160},"footer":44}`);
  engine.readSpec(`{"viewport":{"width":393,"height":852},"configuration":{"cardWidth":311},"cards":[${cards.join(",")}]}`);
  if (engine.summary().maximumOffset !== maximum) throw new Error("the spec's scroll range differs from the record's");
  playgroundTarget = median((offset, velocity) => e.carousel_playground_target(offset, velocity));
}
console.log(JSON.stringify({ cards: count, snap: snap.ns, playgroundTarget: playgroundTarget.ns,
  checksum: snap.checksum + playgroundTarget.checksum }));
