// The wasm side of the README's wasm / native figure: the snap target of a random release
// (offset in the scroll range, velocity in ±4 pt/ms) through the playground's export, on the
// benchmark's workload shape (393 × 852 compact, N cards), in nanoseconds per call (median of
// 11 runs of 200 000 calls). Compare with `swift run -c release CarouselBenchmarks --figures
// snap --sizes N`.
//
//   node snap-time.js RESOURCES [N]
"use strict";
const fs = require("fs");
const resources = require("path").resolve(process.argv[2]);
const path = require("path");
const { Engine } = require(path.join(resources, "playground-engine.js"));
const engine = new Engine(fs.readFileSync(path.join(resources, "CarouselLayout.wasm")));
const count = Number(process.argv[3] ?? 10000);
const e = engine.exports;
e.carousel_playground_reset(393, 852, 0, 0);
engine.configure({ spacing: 8, cardWidth: 311 });
engine.setCards(Array.from({ length: count }, (_, i) => ({ header: 56, body: 40 + (i * 37) % 160, footer: 44 })));
if (e.carousel_playground_build() !== 0) throw new Error("build failed");
const maximum = engine.summary().maximumOffset;
let seed = 12345;
const random = () => { seed = (seed * 1664525 + 1013904223) >>> 0; return seed / 4294967296; };
const offsets = Float64Array.from({ length: 4096 }, () => random() * maximum);
const velocities = Float64Array.from({ length: 4096 }, () => random() * 8 - 4);
const calls = 200000;
const runs = [];
let sum = 0;
for (let run = 0; run < 12; run++) {
  const start = process.hrtime.bigint();
  for (let call = 0; call < calls; call++) sum += e.carousel_playground_target(offsets[call & 4095], velocities[call & 4095]);
  const ns = Number(process.hrtime.bigint() - start) / calls;
  if (run > 0) runs.push(ns); // the first run warms the JIT up
}
runs.sort((a, b) => a - b);
console.log(JSON.stringify({ cards: count, nsPerCall: runs[Math.floor(runs.length / 2)], checksum: sum }));
