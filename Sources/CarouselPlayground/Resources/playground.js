// The playground page: controls → spec → the engine (WebAssembly) → cards on screen, moved
// frame by frame by the engine's glide. DOM contract (README "Playground"): the scrolling
// element #carousel carries data-carousel, data-offset (the engine's offset, every frame) and
// data-resting="true" at rest; every card shown has data-card-index and sits at its engine
// frame minus the offset, 1 CSS px per point.
"use strict";

const DEVICES = [
  ["iPhone SE · 320 pt", 320, 568, "compact"], ["iPhone · 375 pt", 375, 667, "compact"],
  ["iPhone · 393 pt", 393, 852, "compact"], ["iPhone Pro Max · 430 pt", 430, 932, "compact"],
  ["iPad mini · 744 pt", 744, 1133, "regular"], ["iPad · 820 pt", 820, 1180, "regular"],
  ["iPad Pro 12.9″ · 1024 pt", 1024, 1366, "regular"],
];
const KEYS = { ArrowLeft: 0, ArrowRight: 1, Home: 2, End: 3, PageUp: 4, PageDown: 5 };
const $ = (id) => document.getElementById(id);

const engine = new Engine(Uint8Array.from(atob(CAROUSEL_WASM), (c) => c.charCodeAt(0)));
const state = {
  spec: null, model: null, summary: null, lastGood: null,
  offset: 0, motion: null, drag: null, wheel: null, shown: new Map(), scale: 1,
  reduceMotion: false, frameTimes: [], release: null,
};
window.playground = state;

/**
 * The gallery's compact example, read from the module (the same sample data `carousel demo`
 * draws): six products with their titles, prices, text and buttons.
 */
function defaultSpec() {
  return JSON.parse(engine.sampleSpec());
}

/** The sample cards' content, which generated cards take in turn. */
const SAMPLE_CONTENT = (defaultSpec().cards ?? []).map((card) => card.content).filter((c) => c);

/**
 * Cards with seeded heights (SplitMix-like, so a seed always gives the same cards) and the
 * sample products' content in turn.
 */
function generateCards(count, seed, kinds, realtime) {
  let s = (seed >>> 0) || 1;
  const next = () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
  return Array.from({ length: count }, (_, i) => {
    const card = { header: 64, body: 72 + Math.round(next() * 10) * 10, footer: 48 };
    if (kinds.length > 0) card.kind = kinds[i % kinds.length];
    if (i === realtime) card.realtime = true;
    if (SAMPLE_CONTENT.length > 0) card.content = SAMPLE_CONTENT[i % SAMPLE_CONTENT.length];
    return card;
  });
}

// MARK: - Applying a spec

function showError(message) {
  const box = $("error");
  box.hidden = message === null;
  box.textContent = message ?? "";
  document.body.setAttribute("data-error", message ?? "");
}

/** Reads `text` into the engine; on an error shows it and keeps the last good carousel. */
function apply(text, { keepOffset = true } = {}) {
  let model;
  try {
    model = engine.readSpec(text);
  } catch (error) {
    showError(error.message);
    return false;
  }
  showError(null);
  state.lastGood = text;
  // The module accepted the text, so it is JSON (a byte order mark aside): the controls and
  // the outputs edit it as an object.
  state.spec = JSON.parse(text.replace(/^\uFEFF/, ""));
  state.model = model;
  state.summary = engine.summary();
  const previous = state.offset;
  state.motion = null;
  // A change of the controls keeps the card at rest by the adapters' rule (a new width, size
  // class or direction: the same card; otherwise the nearest rest); a loaded spec opens at card 0.
  state.offset = keepOffset && Number.isFinite(previous)
    ? engine.exports.carousel_playground_kept_offset(previous)
    : state.summary.restOffset;
  if (!Number.isFinite(state.offset)) state.offset = state.summary.restOffset;
  layoutStage();
  syncControls();
  writeOutputs();
  history.replaceState(null, "", "#spec=" + encodeURIComponent(JSON.stringify(state.spec)));
  return true;
}

function applySpecObject(spec, options) {
  return apply(JSON.stringify(spec), options);
}

// MARK: - Drawing

function px(value) { return `${value}px`; }

function place(element, rect) {
  element.style.left = px(rect.x);
  element.style.top = px(rect.y);
  element.style.width = px(rect.width);
  element.style.height = px(rect.height);
}

function layoutStage() {
  const s = state.summary;
  const device = $("device");
  const viewport = $("carousel");
  device.style.width = px(s.viewportWidth);
  device.dir = s.rightToLeft ? "rtl" : "ltr";
  viewport.style.width = px(s.viewportWidth);
  viewport.style.height = px(s.contentHeight);
  viewport.setAttribute("aria-label", state.model.title || "Carousel");
  $("content").style.width = px(s.contentWidth);
  $("content").style.height = px(s.contentHeight);
  for (const element of state.shown.values()) element.remove();
  state.shown.clear();
  $("content").querySelectorAll(".empty-state").forEach((e) => e.remove());
  const empty = engine.emptyState();
  if (empty) {
    const element = document.createElement("div");
    element.className = "empty-state";
    // The spec's words and actions (a filled primary, a tinted secondary), each button a
    // 44-pixel row around its 34-pixel pill, as the previews draw them.
    const words = engine.emptyStateText();
    const title = document.createElement("strong");
    title.textContent = words.title;
    const description = document.createElement("span");
    description.textContent = words.description;
    element.append(title, description);
    words.actions.forEach((action, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = index === 0 ? "empty-action primary" : "empty-action";
      const pill = document.createElement("span");
      pill.textContent = action;
      button.appendChild(pill);
      element.appendChild(button);
    });
    place(element, empty);
    $("content").appendChild(element);
  }
  $("see-all-view").hidden = true;
  fitDevice();
  drawFrame();
  updateAccessibility();
  drawPageMode();
}

/**
 * Draws a device wider than the window (an iPad on a phone) whole, at the scale that fits
 * (CSS zoom), and says so above it; drags and wheel turns count in the device's own points.
 */
function fitDevice() {
  const workspace = document.querySelector(".workspace");
  const style = getComputedStyle(workspace);
  const room = workspace.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const width = state.summary.viewportWidth;
  state.scale = width > 0 && room > 0 ? Math.min(1, room / width) : 1;
  $("device").style.zoom = state.scale < 1 ? String(state.scale) : "";
  const note = $("fit-note");
  note.hidden = state.scale >= 1;
  const points = String(Math.round(width)).replace(/\B(?=(\d{3})+$)/g, " ");
  note.textContent = state.scale >= 1 ? "" :
    `Drawn ${points} points wide, shown at ${Math.floor(state.scale * 100)} % to fit this window: zoom in to read it.`;
}

function makeCard(index) {
  const anatomy = engine.card(index);
  const element = document.createElement("div");
  element.className = state.model.realtime.has(index) ? "card realtime" : "card";
  element.setAttribute("data-card-index", String(index));
  place(element, anatomy.frame);
  const content = engine.cardContent(index);
  if (content !== null) {
    drawContent(element, content, anatomy);
    return element;
  }
  // Without content: the skeleton.
  const f = anatomy.frame;
  const body = document.createElement("div");
  body.className = "body";
  body.style.top = px(anatomy.body.y - f.y + 8);
  body.style.height = px(Math.max(0, anatomy.body.height - 16));
  const footer = document.createElement("div");
  footer.className = "footer";
  footer.style.top = px(anatomy.footer.y - f.y);
  const kind = engine.cardKind(index);
  element.innerHTML = `<span class="title">Card ${index + 1}</span>` +
    (kind !== null ? `<span class="kind"></span>` : "");
  if (kind !== null) element.querySelector(".kind").textContent = kind;
  element.append(body, footer);
  return element;
}

/**
 * Draws a card's content in the boxes the module placed it in (the previews' rules): one
 * line each for the title, subtitle and KPI, cut with an ellipsis; the body wrapped to its
 * box and cut after the lines that fit; the actions in the footer, placed by the module once
 * they are measured (`fitActions`).
 */
function drawContent(element, content, anatomy) {
  element.classList.add("has-content");
  for (const part of content.parts) {
    const line = document.createElement("div");
    line.className = "text";
    line.setAttribute("data-part", part.part);
    place(line, part.box);
    line.style.fontSize = px(part.size);
    line.style.lineHeight = px(part.box.height / part.lines);
    line.style.fontWeight = String(part.weight);
    // Leading-aligned in the layout's direction; each text keeps its own direction (an
    // English title in a right-to-left carousel still reads left to right).
    line.style.textAlign = state.summary.rightToLeft ? "right" : "left";
    if (part.part === "body") line.style.webkitLineClamp = String(part.lines);
    line.textContent = part.text;
    element.appendChild(line);
  }
  if (content.actions.titles.length === 0) return;
  // The rule above the footer, as the previews draw it: across the padded footer, on its top
  // edge, when the footer has room below the card's top.
  if (anatomy.footer.y > anatomy.frame.y + 1) {
    const divider = document.createElement("div");
    divider.className = "divider";
    place(divider, {
      x: content.actions.box.x, y: anatomy.footer.y - anatomy.frame.y,
      width: content.actions.box.width, height: 0,
    });
    element.appendChild(divider);
  }
  const row = document.createElement("div");
  row.className = "actions";
  place(row, content.actions.box);
  row.dataset.width = String(content.actions.box.width);
  const height = content.actions.box.height;
  const titles = [...content.actions.titles, "More"];
  titles.forEach((title, i) => {
    const button = document.createElement("span");
    const isMore = i === titles.length - 1;
    button.className = i === 0 ? "action primary" : isMore ? "action more" : "action";
    button.style.lineHeight = px(height);
    button.style.borderRadius = px(height / 2);
    button.textContent = title;
    row.appendChild(button);
  });
  element.appendChild(row);
}

/**
 * Places the action buttons as SAP's card footer does, by the module's rule
 * (`CardFooterLayout`): each button's own width is measured once the card is on the page, and
 * the module says which show and where (the first at the trailing edge, two of one width in a
 * narrow footer, "More" at the leading edge when actions remain); the others are hidden.
 */
function fitActions(element) {
  const row = element.querySelector(".actions");
  if (!row) return;
  row.classList.remove("placed");
  const buttons = [...row.children];
  for (const button of buttons) {
    button.hidden = false;
    for (const property of ["left", "top", "width"]) button.style[property] = "";
  }
  const width = Number(row.dataset.width);
  const box = row.getBoundingClientRect();
  // Widths in the card's points, whatever zoom the page is drawn at.
  const scale = box.width > 0 && width > 0 ? box.width / width : 1;
  const widths = buttons.map((button) => button.getBoundingClientRect().width / scale);
  const more = widths.pop();
  const footer = engine.footer(widths, more, width, box.height / scale, state.summary.rightToLeft);
  row.classList.add("placed");
  buttons.forEach((button, i) => {
    const isMore = i === buttons.length - 1;
    const frame = isMore ? footer.more : i < footer.visible ? footer.frames[i] : null;
    button.hidden = frame === null;
    if (frame) {
      button.style.left = px(frame.x);
      button.style.top = px(frame.y);
      button.style.width = px(frame.width);
    }
  });
}

/** The card style from the module, as the custom properties playground.css draws cards with. */
function showCardStyle() {
  const style = engine.cardStyle(false);
  const rgba = (hex, opacity) => {
    const v = parseInt(hex.slice(1), 16);
    return `rgba(${v >> 16}, ${(v >> 8) & 255}, ${v & 255}, ${opacity})`;
  };
  const set = (name, value) => document.documentElement.style.setProperty(name, value);
  set("--card-radius", px(style.cornerRadius));
  set("--card-border-width", px(style.borderWidth));
  set("--card-border", rgba(style.border, style.borderOpacity));
  set("--card-background", rgba(style.background, style.backgroundOpacity));
  set("--card-title", style.title);
  set("--card-subtitle", style.subtitle);
  set("--card-accent", style.accent);
  // A layer's blur radius is CSS's blur length (CardShadow).
  set("--card-shadow", style.shadows.length === 0 ? "none" : style.shadows
    .map((s) => `0 ${px(s.y)} ${px(s.radius)} ${rgba("#000000", s.opacity)}`).join(", "));
  set("--card-action-size", px(style.sizes.action));
  set("--card-action-padding", px(style.actionPadding));
  set("--card-action-spacing", px(style.actionSpacing));
}

/** Moves the content to the offset and shows exactly the cards near the viewport. */
function drawFrame() {
  const s = state.summary;
  const offset = state.offset;
  const viewport = $("carousel");
  $("content").style.transform = `translateX(${-offset}px)`;
  viewport.setAttribute("data-offset", String(offset));
  viewport.setAttribute("data-resting", state.motion === null && state.drag === null && state.wheel === null ? "true" : "false");
  const [first, end] = engine.cardRange(offset - s.viewportWidth / 2, offset + 1.5 * s.viewportWidth);
  for (const [index, element] of state.shown) {
    if (index < first || index >= end) { element.remove(); state.shown.delete(index); }
  }
  for (let index = first; index < end; index++) {
    if (!state.shown.has(index)) {
      const element = makeCard(index);
      state.shown.set(index, element);
      $("content").appendChild(element);
      fitActions(element);
    }
  }
  drawHeader(offset);
  drawIndicator(offset);
  drawReadout(offset);
}

function drawHeader(offset) {
  const cell = $("header-cell");
  const header = engine.header(offset);
  cell.innerHTML = "";
  if (!header) { cell.style.height = "0px"; return; }
  // The header cell lies on the scrolling element's top and does not scroll.
  cell.style.position = "absolute";
  cell.style.left = "0px";
  cell.style.top = "0px";
  cell.style.width = px(state.summary.viewportWidth);
  cell.style.height = px(header.frame.y + header.frame.height);
  cell.style.zIndex = "1";
  const title = document.createElement("div");
  title.className = "title";
  const titleFrame = { ...header.frame };
  if (header.seeAll) {
    titleFrame.width = Math.max(0, titleFrame.width - header.seeAll.width - 8);
    if (state.summary.rightToLeft) titleFrame.x = header.seeAll.x + header.seeAll.width + 8;
  }
  place(title, titleFrame);
  title.textContent = state.model.title ?? "";
  cell.appendChild(title);
  if (header.seeAll) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "see-all";
    button.id = "see-all-button";
    // As the previews draw it: the chevron at the trailing edge, pointing the reading
    // direction's way. The button lays its parts out left to right itself, so that the bidi
    // algorithm neither reorders nor mirrors the chevron inside a right-to-left stage.
    const rightToLeft = state.summary.rightToLeft;
    button.dir = "ltr";
    button.style.justifyContent = rightToLeft ? "flex-start" : "flex-end";
    const label = document.createElement("span");
    label.className = "label";
    label.textContent = "See All";
    const chevron = document.createElement("span");
    chevron.className = "chevron";
    chevron.textContent = rightToLeft ? "‹" : "›";
    button.append(...(rightToLeft ? [chevron, label] : [label, chevron]));
    button.setAttribute("aria-label", "See All");
    place(button, header.seeAll);
    button.addEventListener("click", openSeeAll);
    cell.appendChild(button);
  }
}

/**
 * The page controls below the carousel, as the engine's pageControls decides: dots while their
 * 44-pixel targets fit (each a button that moves to its page), "3 of 12" text otherwise, and
 * previous- and next-page buttons (44 × 44) in regular width or wherever there are no dots.
 */
function drawIndicator(offset) {
  const indicator = engine.indicator(offset);
  const box = $("indicator");
  const key = `${indicator.kind}/${indicator.current}/${indicator.count}/${indicator.buttons}/${indicator.canPrevious}/${indicator.canNext}`;
  if (box.getAttribute("data-key") === key) return;
  // Keyboard focus on a dot or a paging button stays on it across the redraw.
  const focused = box.contains(document.activeElement) ? document.activeElement : null;
  const refocus = focused === null ? null :
    focused.classList.contains("dot") ? `.dot[data-page="${focused.getAttribute("data-page")}"]` :
    focused.classList.contains("previous") ? ".paging.previous" : ".paging.next";
  box.setAttribute("data-key", key);
  box.setAttribute("data-page", String(indicator.current));
  box.innerHTML = "";
  if (indicator.buttons) box.appendChild(pagingButton("previous", indicator.canPrevious));
  const middle = document.createElement("div");
  middle.className = "pages";
  if (indicator.kind === 1) {
    for (let page = 0; page < indicator.count; page++) {
      const dot = document.createElement("button");
      dot.type = "button";
      dot.className = page === indicator.current ? "dot current" : "dot";
      if (page === indicator.current) dot.setAttribute("aria-current", "true");
      dot.setAttribute("data-page", String(page));
      dot.setAttribute("aria-label", `Page ${page + 1} of ${indicator.count}`);
      dot.addEventListener("click", () => {
        const from = state.motion ? state.motion.target : state.offset;
        const target = engine.exports.carousel_playground_page_target(page, from);
        if (Number.isFinite(target)) startMotion(state.offset, 0, target);
      });
      middle.appendChild(dot);
    }
  } else if (indicator.kind === 2) {
    middle.textContent = engine.wording(2, offset);
  }
  box.appendChild(middle);
  if (indicator.buttons) box.appendChild(pagingButton("next", indicator.canNext));
  if (refocus !== null) {
    // A paging button that just became disabled hands focus to the other one.
    const target = box.querySelector(refocus);
    const next = target && !target.disabled ? target : box.querySelector(".paging:not(:disabled), .dot");
    if (next) next.focus({ preventScroll: true });
  }
}

/** A paging button: Page Up (previous) or Page Down (next) as the keyboard would move. */
function pagingButton(which, enabled) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `paging ${which}`;
  button.disabled = !enabled;
  button.setAttribute("aria-label", which === "previous" ? "Previous page" : "Next page");
  button.innerHTML = '<span class="chevron"></span>';
  button.addEventListener("click", () => {
    const from = state.motion ? state.motion.target : state.offset;
    const target = engine.exports.carousel_playground_key_target(which === "previous" ? 4 : 5, from);
    if (Number.isFinite(target)) startMotion(state.offset, 0, target);
  });
  return button;
}

function updateAccessibility() {
  const offset = state.offset;
  $("announcement").textContent = engine.wording(0, offset);
  $("accessibility-value").textContent = engine.wording(1, offset);
  $("carousel").setAttribute("aria-valuetext", engine.wording(1, offset));
  drawReadout(offset);
}

/** The readout, every frame: its offset and page agree with the page dots while dragging. */
function drawReadout(offset) {
  const s = state.summary;
  const page = Number($("indicator").getAttribute("data-page") ?? 0);
  const pages = s.cardCount === 0 ? "no cards, no pages" : `page ${page + 1} of ${s.pageCount}`;
  $("readout").textContent = `offset ${round(offset)} of ${round(s.maximumOffset)} · ${pages} · ` +
    `card width ${round(s.cardWidth)} pt · ${s.cardsPerPage} per page · ${s.cardCount} cards · ` +
    `mode ${["carousel", "stack", "empty"][s.mode]} · module ${Math.round(engine.size / 1024)} KB`;
}

function round(value) { return Math.round(value * 100) / 100; }

// MARK: - Motion

function startMotion(offset, velocity, target) {
  const duration = engine.exports.carousel_playground_start_motion(offset, velocity, NaN, target, state.reduceMotion ? 1 : 0);
  if (duration < 0) return;
  const final = engine.numbers(1)[0];
  state.motion = { start: performance.now(), duration, target: final };
  $("carousel").setAttribute("data-target", String(final));
  requestAnimationFrame(step);
}

function step(now) {
  const motion = state.motion;
  if (motion === null) return;
  const begin = performance.now();
  const t = now - motion.start;
  if (t >= motion.duration) {
    state.offset = motion.target;
    state.motion = null;
  } else {
    state.offset = engine.exports.carousel_playground_motion_offset(Math.max(0, t));
  }
  drawFrame();
  if (state.motion === null) updateAccessibility();
  state.frameTimes.push(performance.now() - begin);
  if (state.frameTimes.length > 5000) state.frameTimes.splice(0, 2500);
  if (state.motion !== null) requestAnimationFrame(step);
}

/** Releases a drag or a wheel gesture: the engine decides where it rests and how it gets there. */
function release(velocity) {
  const offset = state.offset;
  state.release = { offset, velocity };
  const viewport = $("carousel");
  viewport.setAttribute("data-release-offset", String(offset));
  viewport.setAttribute("data-release-velocity", String(velocity));
  startMotion(offset, velocity, NaN);
}

function velocityOf(samples, now) {
  const recent = samples.filter((sample) => now - sample.t <= 100);
  if (recent.length < 2) return 0;
  const first = recent[0];
  const last = recent[recent.length - 1];
  const dt = last.t - first.t;
  return dt > 0 ? (last.offset - first.offset) / dt : 0;
}

function installInput() {
  const viewport = $("carousel");
  viewport.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || event.target.closest(".see-all")) return;
    viewport.setPointerCapture(event.pointerId);
    viewport.focus({ preventScroll: true });
    state.motion = null;
    // Dragging resumes from the raw (unbanded) offset that shows the current one.
    state.drag = { id: event.pointerId, x: event.clientX, raw: state.offset, samples: [{ t: event.timeStamp, offset: state.offset }] };
    drawFrame();
  });
  viewport.addEventListener("pointermove", (event) => {
    const drag = state.drag;
    if (drag === null || drag.id !== event.pointerId) return;
    const raw = drag.raw - (event.clientX - drag.x) / state.scale;
    state.offset = engine.exports.carousel_playground_rubber_band(raw);
    drag.samples.push({ t: event.timeStamp, offset: state.offset });
    if (drag.samples.length > 64) drag.samples.splice(0, 32);
    drawFrame();
  });
  const end = (event) => {
    const drag = state.drag;
    if (drag === null || drag.id !== event.pointerId) return;
    state.drag = null;
    release(velocityOf(drag.samples, event.timeStamp));
  };
  viewport.addEventListener("pointerup", end);
  viewport.addEventListener("pointercancel", end);
  viewport.addEventListener("wheel", (event) => {
    const delta = Math.abs(event.deltaX) >= Math.abs(event.deltaY) ? event.deltaX : (event.shiftKey ? event.deltaY : 0);
    if (delta === 0) return;
    event.preventDefault();
    state.motion = null;
    if (state.wheel === null) state.wheel = { raw: state.offset, samples: [] };
    const wheel = state.wheel;
    wheel.raw += delta / state.scale;
    state.offset = engine.exports.carousel_playground_rubber_band(wheel.raw);
    wheel.samples.push({ t: event.timeStamp, offset: state.offset });
    clearTimeout(wheel.timer);
    wheel.timer = setTimeout(() => {
      const velocity = velocityOf(wheel.samples, wheel.samples[wheel.samples.length - 1].t);
      state.wheel = null;
      release(velocity);
    }, 120);
    drawFrame();
  }, { passive: false });
  viewport.addEventListener("keydown", (event) => {
    const key = KEYS[event.key];
    if (key === undefined) return;
    event.preventDefault();
    const from = state.motion ? state.motion.target : state.offset;
    const target = engine.exports.carousel_playground_key_target(key, from);
    if (Number.isFinite(target)) startMotion(state.offset, 0, target);
  });
}

// MARK: - See All and page mode

const SHOWN_AT_MOST = 2000;

function drawCardList(container, count, anatomyOf) {
  container.innerHTML = "";
  for (let index = 0; index < Math.min(count, SHOWN_AT_MOST); index++) {
    const element = document.createElement("div");
    element.className = "card";
    element.setAttribute("data-card-index", String(index));
    place(element, anatomyOf(index));
    element.innerHTML = `<span class="title">Card ${index + 1}</span>`;
    container.appendChild(element);
  }
}

function openSeeAll() {
  if (engine.exports.carousel_playground_see_all() !== 0) return;
  const n = engine.numbers(5);
  const view = $("see-all-view");
  const content = $("see-all-content");
  view.hidden = false;
  view.setAttribute("data-kind", n[0] === 0 ? "list" : "masonry");
  view.style.width = px(state.summary.viewportWidth);
  content.style.width = px(n[1]);
  content.style.height = px(n[2]);
  $("see-all-title").textContent = (n[0] === 0 ? "List" : `Masonry, ${n[4]} columns`) +
    ` · ${n[3]} cards` + (n[3] > SHOWN_AT_MOST ? ` (the first ${SHOWN_AT_MOST} shown)` : "");
  drawCardList(content, n[3], (index) => {
    engine.exports.carousel_playground_see_all_card(index);
    return Engine.anatomy(engine.numbers(16)).frame;
  });
  view.scrollIntoView({ block: "nearest" });
}

function drawPageMode() {
  const view = $("page-view");
  view.hidden = !$("page-mode").checked;
  if (view.hidden) return;
  view.innerHTML = "";
  const length = engine.exports.carousel_playground_page();
  if (length !== 0) { view.textContent = engine.text(length); return; }
  const n = engine.numbers(3);
  const page = document.createElement("div");
  page.className = "see-all-content";
  page.style.width = px(state.summary.viewportWidth);
  page.style.height = px(n[2]);
  view.style.width = px(state.summary.viewportWidth);
  for (let section = 0; section < n[0]; section++) {
    engine.exports.carousel_playground_page_section(section);
    const info = engine.numbers(7);
    if (info[0] === 0) {
      const title = document.createElement("div");
      title.className = "header-cell";
      title.style.position = "absolute";
      place(title, { x: info[1], y: info[2], width: info[3], height: info[4] });
      title.innerHTML = '<div class="title" style="inset: 0 16px">All Items</div>';
      page.appendChild(title);
      continue;
    }
    for (let card = 0; card < Math.min(info[5], SHOWN_AT_MOST); card++) {
      engine.exports.carousel_playground_page_card(section, card);
      const f = engine.numbers(4);
      // Page coordinates: a carousel's cards already moved by its horizontal offset.
      const rect = { x: f[0], y: f[1], width: f[2], height: f[3] };
      if (info[0] === 1 && (rect.x > state.summary.viewportWidth || rect.x + rect.width < 0)) continue;
      const element = document.createElement("div");
      element.className = "card";
      element.setAttribute("data-section", String(section));
      element.setAttribute("data-card-index", String(card));
      place(element, rect);
      element.innerHTML = `<span class="title">Card ${card + 1}</span>`;
      page.appendChild(element);
    }
  }
  view.appendChild(page);
}

// MARK: - Controls

function setValue(id, value) {
  const element = $(id);
  if (element.type === "checkbox") element.checked = Boolean(value);
  else element.value = value === undefined || value === null ? "" : String(value);
}

function syncControls() {
  const spec = state.spec;
  const c = spec.configuration ?? {};
  const width = spec.viewport.width;
  const height = spec.viewport.height;
  const device = DEVICES.findIndex(([, w, h]) => (w === width && h === height) || (w === height && h === width));
  $("device-select").value = device >= 0 ? String(device) : "custom";
  setValue("orientation", width > height ? "landscape" : "portrait");
  setValue("viewport-width", width);
  setValue("viewport-height", height);
  setValue("size-class", spec.sizeClass ?? "compact");
  setValue("direction", spec.layoutDirection ?? "leftToRight");
  setValue("visible-cards", c.visibleCards);
  setValue("card-width", c.cardWidth);
  setValue("spacing", c.spacing);
  setValue("peek", c.peek);
  setValue("inset-leading", c.insets?.leading);
  setValue("inset-trailing", c.insets?.trailing);
  setValue("inset-top", c.insets?.top);
  setValue("inset-bottom", c.insets?.bottom);
  setValue("height-policy", c.heightPolicy ?? "uniform");
  setValue("card-alignment", c.cardAlignment ?? "top");
  setValue("maximum-card-height", c.maximumCardHeight);
  setValue("few-cards-rule", c.fewCardsRule ?? "stack");
  setValue("empty-state-height", c.emptyStateHeight);
  setValue("header-shown", c.header !== undefined && c.header !== null);
  setValue("header-title", c.header?.title ?? state.lastTitle ?? "");
  setValue("see-all", c.header?.seeAll ?? "automatic");
  setValue("header-height", c.header?.height);
  setValue("see-all-width", c.header?.seeAllWidth);
  setValue("scrolling", c.scrolling ?? "snapping");
  setValue("snap-limit", c.snapLimit);
  setValue("deceleration-rate", c.decelerationRate);
  setValue("minimum-flick-velocity", c.minimumFlickVelocity);
  const cards = spec.cards ?? [];
  setValue("card-count", cards.length);
  if (document.activeElement !== $("cards-json")) {
    setValue("cards-json", cards.length <= 500 ? JSON.stringify(cards) : `(${cards.length} cards: edit them in the spec below)`);
  }
}

/** A number field's value, a word, or undefined when empty. */
function fieldValue(id, words = []) {
  const text = $(id).value.trim();
  if (text === "") return undefined;
  if (words.includes(text)) return text;
  const number = Number(text);
  return Number.isNaN(number) ? text : number;
}

function specFromControls(changed) {
  const spec = JSON.parse(JSON.stringify(state.spec));
  const index = $("device-select").value;
  if (changed === "device-select" && index !== "custom") {
    const [, w, h, sizeClass] = DEVICES[Number(index)];
    const landscape = $("orientation").value === "landscape";
    spec.viewport = { width: landscape ? h : w, height: landscape ? w : h };
    spec.sizeClass = landscape && w >= 414 ? "regular" : sizeClass;
  } else if (changed === "orientation") {
    const { width, height } = spec.viewport;
    const landscape = $("orientation").value === "landscape";
    if ((width > height) !== landscape) spec.viewport = { width: height, height: width };
  } else {
    spec.viewport = { width: fieldValue("viewport-width"), height: fieldValue("viewport-height") };
    spec.sizeClass = $("size-class").value;
  }
  spec.layoutDirection = $("direction").value;
  const c = {};
  const put = (key, value) => { if (value !== undefined) c[key] = value; };
  if (["inset-leading", "inset-trailing", "inset-top", "inset-bottom"].some((id) => fieldValue(id) !== undefined)) {
    const standard = $("size-class").value === "regular" ? 20 : 16;
    c.insets = { leading: fieldValue("inset-leading") ?? standard, trailing: fieldValue("inset-trailing") ?? standard };
    if (fieldValue("inset-top") !== undefined) c.insets.top = fieldValue("inset-top");
    if (fieldValue("inset-bottom") !== undefined) c.insets.bottom = fieldValue("inset-bottom");
  }
  put("spacing", fieldValue("spacing"));
  put("visibleCards", fieldValue("visible-cards", ["automatic"]));
  put("cardWidth", fieldValue("card-width"));
  put("peek", fieldValue("peek"));
  if ($("height-policy").value !== "uniform") c.heightPolicy = $("height-policy").value;
  if ($("card-alignment").value !== "top") c.cardAlignment = $("card-alignment").value;
  if ($("scrolling").value !== "snapping") c.scrolling = $("scrolling").value;
  put("snapLimit", fieldValue("snap-limit", ["automatic", "one", "page", "unlimited"]));
  put("decelerationRate", fieldValue("deceleration-rate", ["normal", "fast"]));
  put("minimumFlickVelocity", fieldValue("minimum-flick-velocity"));
  put("maximumCardHeight", fieldValue("maximum-card-height", ["none"]));
  if ($("header-shown").checked) {
    c.header = { title: $("header-title").value };
    if ($("see-all").value !== "automatic") c.header.seeAll = $("see-all").value;
    if (fieldValue("header-height") !== undefined) c.header.height = fieldValue("header-height");
    if (fieldValue("see-all-width") !== undefined) c.header.seeAllWidth = fieldValue("see-all-width");
  }
  state.lastTitle = $("header-title").value;
  if ($("few-cards-rule").value !== "stack") c.fewCardsRule = $("few-cards-rule").value;
  put("emptyStateHeight", fieldValue("empty-state-height"));
  spec.configuration = c;
  if (["card-count", "seed", "kinds", "realtime", "regenerate"].includes(changed)) {
    const count = cardCountFromField();
    const kinds = $("kinds").value.split(",").map((k) => k.trim()).filter((k) => k !== "");
    const realtime = $("realtime").value === "" ? -1 : Number($("realtime").value);
    spec.cards = generateCards(count, Number($("seed").value) || 1, kinds, realtime);
  } else if (changed === "cards-json") {
    try { spec.cards = JSON.parse($("cards-json").value); } catch (error) {
      showError(`cards: malformed JSON (${error.message})`);
      return null;
    }
  }
  return spec;
}

/** The playground generates at most this many cards (a bigger spec loads as JSON). */
const MAXIMUM_GENERATED_CARDS = 10000;

/**
 * The Count field's value, clamped to 0…10 000, with the reason shown next to the field in
 * the tool's words ("field: expected …, got …") when the value was refused or clamped.
 */
function cardCountFromField() {
  const text = $("card-count").value.trim();
  const number = Number(text);
  let count = Number.isFinite(number) ? Math.round(number) : 0;
  count = Math.max(0, Math.min(MAXIMUM_GENERATED_CARDS, count));
  const note = $("card-count-note");
  const valid = text !== "" && Number.isInteger(number) && number === count;
  note.hidden = valid;
  note.textContent = valid ? "" :
    `cardCount: expected an integer from 0 to 10 000, got ${text === "" ? "nothing" : text}; ` +
    `showing ${count} card${count === 1 ? "" : "s"}` +
    (number > MAXIMUM_GENERATED_CARDS ? " (load a spec for more)" : "");
  if (!valid) $("card-count").value = String(count);
  return count;
}

function installControls() {
  const select = $("device-select");
  DEVICES.forEach(([name], index) => select.add(new Option(name, String(index))));
  select.add(new Option("custom", "custom"));
  $("controls").addEventListener("change", (event) => {
    const id = event.target.id;
    if (id === "reduce-motion") { state.reduceMotion = event.target.checked; return; }
    if (id === "page-mode") { drawPageMode(); return; }
    const spec = specFromControls(id);
    if (spec !== null) applySpecObject(spec);
  });
  $("regenerate").addEventListener("click", () => {
    const spec = specFromControls("regenerate");
    if (spec !== null) applySpecObject(spec);
  });
  $("see-all-close").addEventListener("click", () => { $("see-all-view").hidden = true; });
  $("load-spec").addEventListener("click", () => apply($("spec-output").value, { keepOffset: false }));
  document.querySelectorAll("[data-copy]").forEach((button) => {
    button.addEventListener("click", () => {
      const source = $(button.getAttribute("data-copy"));
      const text = source.value ?? source.textContent;
      if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
      button.textContent = "Copied";
      setTimeout(() => { button.textContent = "Copy"; }, 1200);
    });
  });
}

function writeOutputs() {
  $("spec-output").value = JSON.stringify(state.spec, null, 2);
  $("uikit-output").textContent = state.model.swift.uikit;
  $("swiftui-output").textContent = state.model.swift.swiftui;
  const findings = state.model.findings;
  $("lint-output").textContent = findings.length === 0 ? "No findings." : findings.join("\n");
  $("share-link").href = "#spec=" + encodeURIComponent(JSON.stringify(state.spec));
}

// MARK: - Start

function specFromLink() {
  const match = /^#spec=(.*)$/s.exec(location.hash);
  if (!match) return null;
  try { return decodeURIComponent(match[1]); } catch { return "spec: the link's spec is not URL-encoded text"; }
}

/** The placeholders that show a default read it from the engine, not from a copy here. */
function showDefaults() {
  const d = engine.defaults();
  $("spacing").placeholder = String(d.spacing);
  $("maximum-card-height").placeholder = `${d.maximumCardHeight} (or none)`;
  $("empty-state-height").placeholder = String(d.emptyStateHeight);
  $("minimum-flick-velocity").placeholder = String(d.minimumFlickVelocity);
}

showDefaults();
showCardStyle();
installControls();
installInput();
const linked = specFromLink();
const defaultText = JSON.stringify(defaultSpec());
if (linked === null || !apply(linked, { keepOffset: false })) {
  const message = document.body.getAttribute("data-error");
  apply(defaultText, { keepOffset: false });
  if (linked !== null) showError(message);
}
// A link pasted into an open tab changes only the hash: show its spec without a reload. The
// page's own address updates (history.replaceState) fire no hashchange.
window.addEventListener("hashchange", () => {
  const text = specFromLink();
  if (text === null || text === state.lastGood) return;
  apply(text, { keepOffset: false });
});
window.addEventListener("resize", () => { if (state.summary) fitDevice(); });
document.body.setAttribute("data-ready", "true");
