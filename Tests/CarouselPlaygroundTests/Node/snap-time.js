// The wasm side of the benchmark's wasm / native figures (CarouselBenchmarks runs it: the
// figures wasmPlaygroundTarget and wasmPlaygroundTarget/snap), on the benchmark's workload
// shape (393 × 852 compact, a 311 pt card width, N cards), in nanoseconds per call (median of
// 11 runs of 200 000 calls, after one run that warms the JIT up):
//   playgroundTarget  the snap target of a random release (offset in the scroll range,
//                     velocity in ±4 pt/ms) through the module's `carousel_playground_target`,
//                     on the spec the page read (up to 100 000 cards: reading a spec of a
//                     million cards in the module takes minutes; null above)
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

let seed = 12345;
const random = () => { seed = (seed * 1664525 + 1013904223) >>> 0; return seed / 4294967296; };
const calls = 200000;

function median(call, offsets, velocities) {
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

let playgroundTarget = { ns: null, checksum: 0 };
if (count <= 100000) {
  const cards = Array.from({ length: count }, (_, i) => `{"header":56,"body":${40 + (i * 37) % 160},"footer":44}`);
  engine.readSpec(`{"viewport":{"width":393,"height":852},"configuration":{"cardWidth":311},"cards":[${cards.join(",")}]}`);
  const maximum = engine.summary().maximumOffset;
  const offsets = Float64Array.from({ length: 4096 }, () => random() * maximum);
  const velocities = Float64Array.from({ length: 4096 }, () => random() * 8 - 4);
  playgroundTarget = median((offset, velocity) => e.carousel_playground_target(offset, velocity, NaN), offsets, velocities);
}
console.log(JSON.stringify({ cards: count, playgroundTarget: playgroundTarget.ns, checksum: playgroundTarget.checksum }));
