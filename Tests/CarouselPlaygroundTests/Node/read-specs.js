// Runs the playground's spec reader (the page's bridge, `Engine.readSpec`, over the tool's Swift
// compiled to WebAssembly) outside the browser, for PlaygroundSpecReaderTests.
//
//   node read-specs.js RESOURCES INPUT.json
//
// INPUT: an array of spec texts. Prints a JSON array: for each spec {"error": text} or
// {"findings": [lines], "swift": {"uikit", "swiftui"}, "summary": {…}}.
"use strict";
const fs = require("fs");
const path = require("path");
const resources = process.argv[2];
const { Engine } = require(path.join(resources, "playground-engine.js"));
const engine = new Engine(fs.readFileSync(path.join(resources, "CarouselLayout.wasm")));
const specs = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
const answers = specs.map((text) => {
  try {
    const model = engine.readSpec(text);
    const summary = engine.summary();
    const frames = [];
    for (let i = 0; i < Math.min(summary.cardCount, 50); i++) frames.push(engine.card(i).frame);
    return { findings: model.findings, swift: model.swift, summary, frames };
  } catch (error) {
    return { error: error.message };
  }
});
process.stdout.write(JSON.stringify(answers));
