// Drives headless Chromium over the DevTools protocol for the browser tests.
//
//   node --experimental-websocket devtools.mjs SCENARIO.json
//
// SCENARIO: {"chromium": path, "profile": folder, "url": page,
//            "width": 393, "height": 852, "mobile": true, "scale": 3,
//            "steps": [{"send": method, "params": {...}}   a raw DevTools command
//                      {"evaluate": expression}          its value (promises awaited)
//                      {"sleep": ms}
//                      {"anchor": selector}  later "x"/"y" params count from the element's
//                                            middle (y: at most 150 px below its top)
//                      {"screenshot": path.png}]}
// Prints one JSON object: {"results": [value of each evaluate step, in order],
// "errors": [console errors and uncaught exceptions]}. Only 127.0.0.1 is ever contacted.
import { spawn } from "node:child_process";
import { readFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const scenario = JSON.parse(readFileSync(process.argv[2], "utf8"));
const browser = spawn(scenario.chromium, [
  "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
  "--remote-debugging-port=0", `--user-data-dir=${scenario.profile}`, "about:blank",
], { stdio: ["ignore", "ignore", "ignore"] });
const watchdog = setTimeout(() => fail("timed out after 100 s"), 100_000);

function fail(message) {
  process.stdout.write(JSON.stringify({ failure: message }) + "\n");
  browser.kill("SIGKILL");
  process.exit(2);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageSocket() {
  const portFile = join(scenario.profile, "DevToolsActivePort");
  for (let attempt = 0; attempt < 200; attempt++) {
    if (existsSync(portFile)) {
      const port = readFileSync(portFile, "utf8").split("\n")[0];
      try {
        const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
        const page = list.find((target) => target.type === "page");
        if (page) return page.webSocketDebuggerUrl;
      } catch { /* not up yet */ }
    }
    await sleep(50);
  }
  fail("Chromium did not open its DevTools port");
}

const socket = new WebSocket(await pageSocket());
await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
let nextID = 1;
const pending = new Map();
const errors = [];
socket.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.id && pending.has(message.id)) {
    const { resolve, reject } = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) reject(new Error(JSON.stringify(message.error))); else resolve(message.result);
  } else if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") {
    errors.push(message.params.args.map((arg) => arg.value ?? arg.description).join(" "));
  } else if (message.method === "Runtime.exceptionThrown") {
    const details = message.params.exceptionDetails;
    errors.push(details.exception?.description ?? details.text);
  } else if (message.method === "Log.entryAdded" && message.params.entry.level === "error") {
    errors.push(message.params.entry.text);
  }
};
function send(method, params = {}) {
  const id = nextID++;
  socket.send(JSON.stringify({ id, method, params }));
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

try {
  await send("Runtime.enable");
  await send("Log.enable");
  await send("Page.enable");
  await send("Emulation.setDeviceMetricsOverride", {
    width: scenario.width, height: scenario.height,
    deviceScaleFactor: scenario.scale ?? 1, mobile: scenario.mobile ?? false,
  });
  if (scenario.mobile) await send("Emulation.setTouchEmulationEnabled", { enabled: true });
  await send("Page.navigate", { url: scenario.url });
  for (let attempt = 0; attempt < 200; attempt++) {
    const state = await send("Runtime.evaluate", { expression: "document.readyState", returnByValue: true });
    if (state.result.value === "complete") break;
    await sleep(25);
  }
  const results = [];
  let anchor = { x: 0, y: 0 };
  for (const step of scenario.steps) {
    if (step.anchor) {
      const answer = await send("Runtime.evaluate", {
        returnByValue: true,
        expression: `(() => { const e = document.querySelector(${JSON.stringify(step.anchor)});
          e.scrollIntoView({ block: "start" }); const r = e.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + Math.min(r.height / 2, 150)]; })()`,
      });
      [anchor.x, anchor.y] = answer.result.value;
    } else if (step.send) {
      const params = { ...(step.params ?? {}) };
      if (typeof params.x === "number") params.x += anchor.x;
      if (typeof params.y === "number") params.y += anchor.y;
      if (Array.isArray(params.touchPoints)) {
        params.touchPoints = params.touchPoints.map((p) => ({ ...p, x: p.x + anchor.x, y: p.y + anchor.y }));
      }
      await send(step.send, params);
    } else if (step.evaluate !== undefined) {
      const answer = await send("Runtime.evaluate", {
        expression: step.evaluate, returnByValue: true, awaitPromise: true,
      });
      if (answer.exceptionDetails) {
        results.push({ exception: answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text });
      } else {
        results.push(answer.result.value ?? null);
      }
    } else if (step.sleep !== undefined) {
      await sleep(step.sleep);
    } else if (step.screenshot) {
      const shot = await send("Page.captureScreenshot", { format: "png", captureBeyondViewport: step.full ?? false });
      writeFileSync(step.screenshot, Buffer.from(shot.data, "base64"));
    }
  }
  process.stdout.write(JSON.stringify({ results, errors }) + "\n");
} catch (error) {
  fail(String(error));
} finally {
  clearTimeout(watchdog);
  socket.close();
  browser.kill("SIGKILL");
}
