// The playground's spec reader and writers. `readSpec` reads a carousel spec the way
// `carousel layout` does (CarouselSpec.decode: the same fields, the same order of checks,
// the same error text), with the engine's own checks called through the WebAssembly module at
// the same points; `swiftFor` writes the non-default configuration as Swift; `lintFindings`
// applies `carousel lint`'s rules (GuidelineLinter) to the engine's layout.
"use strict";

/** Swift's `NumberText.plain`: whole numbers without a fraction, others as Swift prints them. */
function plainNumber(value) {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value < 0 ? "-inf" : "inf";
  if (value === Math.round(value) && Math.abs(value) < 1e15) return String(value === 0 ? 0 : value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1e16 || magnitude < 1e-4) {
    const [mantissa, exponent] = value.toExponential().split("e");
    const sign = exponent[0] === "-" ? "-" : "+";
    const digits = exponent.replace(/^[+-]/, "");
    return `${mantissa}e${sign}${digits.length < 2 ? "0" + digits : digits}`;
  }
  return String(value);
}

/** JSONValue.summary: how an error shows a value. */
function summary(value) {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return plainNumber(value);
  if (typeof value === "string") {
    const characters = [...value];
    return `"${characters.length > 40 ? characters.slice(0, 40).join("") + "…" : value}"`;
  }
  return Array.isArray(value) ? "an array" : "an object";
}

/** NearestName.suggestion: the candidate within a small edit distance of `name`, if any. */
function nearestName(name, candidates) {
  const target = [...name.toLowerCase()];
  let best = null;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const letters = [...candidate.toLowerCase()];
    const limit = Math.min(2, Math.trunc((Math.min(letters.length, target.length) - 1) / 2));
    const distance = editDistance(target, letters);
    if (!(distance === 0 || distance <= limit)) continue;
    if (best === null || distance < best.distance) best = { name: candidate, distance };
  }
  return best === null ? null : best.name;
}

/** Optimal string alignment distance, as NearestName.editDistance. */
function editDistance(a, b) {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let beforePrevious = new Array(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let current = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      }
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length];
}

class SpecError extends Error {
  constructor(path, expected, got) {
    super(expected === undefined ? path : `${path}: expected ${expected}, got ${got}`);
  }
}

/** SpecObject: reads fields of one JSON object, remembers which were read, refuses others. */
class SpecObject {
  constructor(value, path, index) {
    const where = index === undefined ? (path === "" ? "spec" : path) : `${path}[${index}]`;
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new SpecError(where, "an object", summary(value));
    }
    this.value = value;
    this.path = index === undefined ? path : `${path}[${index}]`;
    this.used = [];
  }
  pathOf(key) { return this.path === "" ? key : `${this.path}.${key}`; }
  missing(key, expected) {
    const nearMiss = Object.keys(this.value).filter((k) => !this.used.includes(k))
      .find((k) => nearestName(k, [key]) !== null);
    const hint = nearMiss === undefined ? "" : `; "${nearMiss}" is given: did you mean "${key}"?`;
    return new SpecError(this.pathOf(key), expected, `nothing (missing field${hint})`);
  }
  get(key) {
    if (!this.used.includes(key)) this.used.push(key);
    if (!Object.prototype.hasOwnProperty.call(this.value, key)) return undefined;
    const value = this.value[key];
    return value === null ? undefined : value;
  }
  number(key) {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value !== "number") throw new SpecError(this.pathOf(key), "a number", summary(value));
    return value;
  }
  requiredNumber(key) {
    const value = this.number(key);
    if (value === undefined) throw this.missing(key, "a number");
    return value;
  }
  string(key) {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw new SpecError(this.pathOf(key), "a string", summary(value));
    return value;
  }
  bool(key) {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value !== "boolean") throw new SpecError(this.pathOf(key), "true or false", summary(value));
    return value;
  }
  choice(key, names) {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value !== "string" || !names.includes(value)) {
      throw new SpecError(this.pathOf(key), names.map((name) => `"${name}"`).join(" | "), summary(value));
    }
    return value;
  }
  object(key) {
    const value = this.get(key);
    return value === undefined ? undefined : new SpecObject(value, this.pathOf(key));
  }
  array(key) {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw new SpecError(this.pathOf(key), "an array", summary(value));
    return value;
  }
  finish() {
    const unknown = Object.keys(this.value).find((key) => !this.used.includes(key));
    if (unknown === undefined) return;
    const suggestion = nearestName(unknown, this.used);
    if (suggestion !== null) throw new SpecError(`${this.pathOf(unknown)}: no such field; did you mean "${suggestion}"?`);
    const known = [...this.used].sort().join(", ");
    throw new SpecError(`${this.pathOf(unknown)}: no such field (known: ${known})`);
  }
}

const isWhole = (value) => typeof value === "number" && value === Math.round(value) && Math.abs(value) < 1e9;

/**
 * Reads `text` (a carousel spec) into `engine` and lays it out. Returns {spec, model} or
 * throws an Error whose message is the command line's error text. On an error the engine's
 * last good carousel is restored by the caller re-applying it.
 */
function readSpec(text, engine) {
  let value;
  // The command line's words for input with nothing in it.
  if (text.trim() === "") throw new SpecError("spec: empty input");
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SpecError(`spec: malformed JSON (${error.message})`);
  }
  const root = new SpecObject(value, "");
  const viewportObject = root.object("viewport");
  if (viewportObject === undefined) {
    throw root.missing("viewport", 'an object {"width": …, "height": …}');
  }
  const width = viewportObject.requiredNumber("width");
  const height = viewportObject.requiredNumber("height");
  viewportObject.finish();
  engine.check(engine.exports.carousel_playground_check_viewport(width, height));
  const model = {
    viewport: { width, height },
    sizeClass: root.choice("sizeClass", ["compact", "regular"]) ?? "compact",
    layoutDirection: root.choice("layoutDirection", ["leftToRight", "rightToLeft"]) ?? "leftToRight",
    configuration: {},
    cards: [],
  };
  engine.reset(model);
  const c = model.configuration;
  const fields = root.object("configuration");
  if (fields !== undefined) {
    const insets = fields.object("insets");
    if (insets !== undefined) {
      c.insets = {
        top: insets.number("top") ?? 0, leading: insets.requiredNumber("leading"),
        bottom: insets.number("bottom") ?? 0, trailing: insets.requiredNumber("trailing"),
      };
      insets.finish();
    }
    c.spacing = fields.number("spacing");
    const cardWidth = fields.number("cardWidth");
    const visible = fields.get("visibleCards");
    if (visible === undefined || visible === "automatic") {
      c.cardWidth = cardWidth;
    } else if (isWhole(visible)) {
      if (cardWidth !== undefined) {
        throw new SpecError(fields.pathOf("cardWidth"), "no card width with a visible count", plainNumber(cardWidth));
      }
      c.visibleCards = visible;
    } else {
      throw new SpecError(fields.pathOf("visibleCards"), '"automatic" or a whole number', summary(visible));
    }
    c.peek = fields.number("peek");
    c.heightPolicy = fields.choice("heightPolicy", ["uniform", "uniformVisible", "natural"]);
    c.cardAlignment = fields.choice("cardAlignment", ["top", "center", "bottom"]);
    const limit = fields.get("snapLimit");
    if (limit === undefined || ["automatic", "one", "page", "unlimited"].includes(limit)) {
      c.snapLimit = limit === "automatic" ? undefined : limit;
    } else if (isWhole(limit)) {
      c.snapLimit = limit;
    } else {
      throw new SpecError(fields.pathOf("snapLimit"), '"automatic" | "one" | "page" | "unlimited" | a count', summary(limit));
    }
    const scrolling = fields.get("scrolling");
    if (scrolling === undefined || scrolling === "snapping") {
      c.scrolling = undefined;
    } else if (scrolling === "free") {
      c.scrolling = "free";
    } else {
      throw new SpecError(fields.pathOf("scrolling"), '"snapping" | "free"', summary(scrolling));
    }
    const rate = fields.get("decelerationRate");
    if (rate === undefined || rate === "normal" || rate === "fast" || typeof rate === "number") {
      c.decelerationRate = rate;
    } else {
      throw new SpecError(fields.pathOf("decelerationRate"), '"normal" | "fast" | a rate in (0, 1)', summary(rate));
    }
    c.minimumFlickVelocity = fields.number("minimumFlickVelocity");
    const cap = fields.get("maximumCardHeight");
    if (cap === undefined || typeof cap === "number" || cap === "none") {
      c.maximumCardHeight = cap;
    } else {
      throw new SpecError(fields.pathOf("maximumCardHeight"), 'a number of points or "none"', summary(cap));
    }
    const header = fields.object("header");
    if (header !== undefined) {
      c.header = {
        title: header.string("title") ?? "",
        seeAll: header.choice("seeAll", ["automatic", "always", "never"]),
        height: header.number("height"),
        seeAllWidth: header.number("seeAllWidth"),
      };
      header.finish();
    }
    c.fewCardsRule = fields.choice("fewCardsRule", ["stack", "keepCarousel"]);
    c.emptyStateHeight = fields.number("emptyStateHeight");
    engine.configure(c);
    engine.check(engine.exports.carousel_playground_check_configuration());
    fields.finish();
  }
  const elements = root.array("cards");
  if (elements === undefined) {
    throw root.missing("cards", "an array of cards");
  }
  if (elements.length > 1_000_000) {
    throw new SpecError("cards", "at most 1000000 cards", `${elements.length} cards`);
  }
  elements.forEach((element, index) => {
    const card = new SpecObject(element, "cards", index);
    const heights = ["header", "body", "footer"].map((key, region) => {
      const value = card.number(key) ?? 0;
      engine.check(engine.exports.carousel_playground_check_height(value, index, region));
      return value;
    });
    const kind = card.string("kind");
    const realtime = card.bool("realtime") ?? false;
    card.finish();
    model.cards.push({ header: heights[0], body: heights[1], footer: heights[2], kind, realtime });
  });
  root.finish();
  engine.setCards(model.cards);
  engine.check(engine.exports.carousel_playground_build());
  return { spec: value, model };
}

// MARK: - Swift

function swiftString(text) {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

function swiftNumber(value) {
  return plainNumber(value);
}

/** The `CarouselConfiguration(…)` arguments that differ from the defaults, in the init's order. */
function configurationArguments(c) {
  const args = [];
  if (c.insets) {
    const vertical = (c.insets.top ?? 0) !== 0 || (c.insets.bottom ?? 0) !== 0;
    args.push(vertical
      ? `insets: Insets(top: ${swiftNumber(c.insets.top ?? 0)}, leading: ${swiftNumber(c.insets.leading)}, bottom: ${swiftNumber(c.insets.bottom ?? 0)}, trailing: ${swiftNumber(c.insets.trailing)})`
      : `insets: Insets(leading: ${swiftNumber(c.insets.leading)}, trailing: ${swiftNumber(c.insets.trailing)})`);
  }
  if (c.spacing !== undefined && c.spacing !== 8) args.push(`spacing: ${swiftNumber(c.spacing)}`);
  if (c.visibleCards !== undefined) args.push(`visibleCards: .count(${c.visibleCards})`);
  else if (c.cardWidth !== undefined) args.push(`visibleCards: .cardWidth(${swiftNumber(c.cardWidth)})`);
  if (c.peek !== undefined) args.push(`peek: ${swiftNumber(c.peek)}`);
  if (c.heightPolicy && c.heightPolicy !== "uniform") args.push(`heightPolicy: .${c.heightPolicy}`);
  if (c.cardAlignment && c.cardAlignment !== "top") args.push(`cardAlignment: .${c.cardAlignment}`);
  if (c.scrolling === "free") args.push("scrolling: .free");
  else if (c.snapLimit !== undefined) {
    const limit = typeof c.snapLimit === "number" ? `.count(${c.snapLimit})` : `.${c.snapLimit}`;
    args.push(`scrolling: .snapping(limit: ${limit})`);
  }
  if (c.decelerationRate !== undefined) {
    args.push(`decelerationRate: ${typeof c.decelerationRate === "number" ? `.custom(${swiftNumber(c.decelerationRate)})` : "." + c.decelerationRate}`);
  }
  if (c.minimumFlickVelocity !== undefined && c.minimumFlickVelocity !== 0.3) args.push(`minimumFlickVelocity: ${swiftNumber(c.minimumFlickVelocity)}`);
  if (typeof c.maximumCardHeight === "number" && c.maximumCardHeight !== 520) args.push(`maximumCardHeight: ${swiftNumber(c.maximumCardHeight)}`);
  if (c.header) {
    const header = [`title: ${swiftString(c.header.title)}`];
    if (c.header.seeAll && c.header.seeAll !== "automatic") header.push(`seeAll: .${c.header.seeAll}`);
    if (c.header.height !== undefined && c.header.height !== 44) header.push(`height: ${swiftNumber(c.header.height)}`);
    if (c.header.seeAllWidth !== undefined && c.header.seeAllWidth !== 80) header.push(`seeAllWidth: ${swiftNumber(c.header.seeAllWidth)}`);
    args.push(`header: HeaderCell(${header.join(", ")})`);
  }
  if (c.fewCardsRule === "keepCarousel") args.push("fewCardsRule: .keepCarousel");
  if (c.emptyStateHeight !== undefined && c.emptyStateHeight !== 240) args.push(`emptyStateHeight: ${swiftNumber(c.emptyStateHeight)}`);
  return args;
}

function configurationExpression(c, indent) {
  const args = configurationArguments(c);
  if (args.length === 0) return "CarouselConfiguration()";
  return `CarouselConfiguration(\n${args.map((arg) => indent + "  " + arg).join(",\n")}\n${indent})`;
}

/** Swift for UIKit and for SwiftUI that sets exactly the non-default configuration. */
function swiftFor(model) {
  const configuration = configurationExpression(model.configuration, "");
  const environment = `// Size class ${model.sizeClass} and ${model.layoutDirection === "rightToLeft" ? "right to left" : "left to right"} come from the trait collection / environment.`;
  const uncapped = model.configuration.maximumCardHeight === "none";
  const uikit = [
    "import CarouselLayout",
    "import CarouselLayoutUIKit",
    "import UIKit",
    "",
    "let layout = CollectionViewLayout.carousel",
    `layout.configuration = ${configuration}`,
    ...(uncapped ? ["layout.configuration.cardHeightCap = .unlimited"] : []),
    "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)",
    environment,
  ].join("\n");
  const swiftui = [
    "import CarouselLayout",
    "import CarouselLayoutSwiftUI",
    "import SwiftUI",
    "",
    `Carousel(count: ${model.cards.length},`,
    uncapped
      ? `         configuration: { var c = ${configurationExpression(model.configuration, "           ")}; c.cardHeightCap = .unlimited; return c }()) { index in`
      : `         configuration: ${configurationExpression(model.configuration, "         ")}) { index in`,
    "  CardView(index: index)",
    "}",
    environment,
  ].join("\n");
  return { uikit, swiftui };
}

// MARK: - Guideline findings

const RULES = ["fewerThanThreeCards", "missingHeaderTitle", "mixedCardKinds", "masonryUnderNineCards",
  "realtimeContent", "narrowCards", "uncappedUnevenHeights", "ineffectiveCardAlignment"];
const GUIDANCE = {
  fewerThanThreeCards: 'SAP Fiori for iOS: "Don’t use a carousel if it contains less than three cards. Instead, place the cards below each other."',
  missingHeaderTitle: 'SAP Fiori for iOS: "We also recommend using the carousel in combination with the header cell to give the carousel a title so that it is clear what the cards within the carousel refer to."',
  mixedCardKinds: 'SAP Fiori for Android: the cards in a carousel "should be closely related to each other", and one carousel should not mix several types of cards. Give each kind of card its own carousel.',
  realtimeContent: 'SAP Fiori for iOS: "Don’t use a carousel if the content on the cards is critical for users to see, such as important KPIs (key performance indicators) or statuses that can change in real time." Show such cards where they are always visible.',
  narrowCards: "This package's threshold (a decision, not the guideline's): a card narrower than 240 pt leaves too little room for its header, body and footer beside the card's 16 pt inner padding. Show fewer cards per page, or fewer columns.",
  uncappedUnevenHeights: "SAP Fiori for iOS caps cards at 520 pt and stretches shorter cards to the tallest; without the cap one card of long content sets the height of the whole row. Lift the cap only where text would be clipped (large Dynamic Type sizes, SAP issue #1465), or use natural heights.",
  ineffectiveCardAlignment: "SAP's SwiftUI carousel aligns cards of natural height within the row; under a uniform height policy every card fills the row, and stacked cards each fill their own, so the alignment changes nothing. Remove it, or use natural heights.",
};
const ADVICE = Object.fromEntries(RULES.filter((rule) => GUIDANCE[rule]).map((rule) =>
  [rule, `${GUIDANCE[rule]} — Docs/SPECIFICATION.md §6.${RULES.indexOf(rule) + 1}`]));

function roundedNumber(value) {
  return plainNumber(Math.round(value * 1000) / 1000 || 0);
}

/**
 * `carousel lint`'s findings for a carousel spec, as its text lines
 * (`severity  path  message  (advice)`), from the model and the engine's summary.
 */
function lintFindings(model, summary) {
  const findings = [];
  const add = (severity, rule, path, message) => findings.push({ severity, rule, path, message });
  const count = model.cards.length;
  const cardCount = (n) => (n === 1 ? "1 card" : `${n} cards`);
  if (count > 0 && count < 3) {
    const kept = summary.mode === 0;
    add(kept ? "error" : "info", "fewerThanThreeCards", "cards", kept
      ? `${cardCount(count)} in a carousel that stays a carousel ("fewCardsRule": "keepCarousel")`
      : `${cardCount(count)} in a carousel: the layout places ${count === 1 ? "it" : "them"} below each other ("fewCardsRule": "stack")`);
  }
  const kinds = [];
  const tally = new Map();
  model.cards.forEach((card, index) => {
    if (card.kind === undefined) return;
    if (tally.has(card.kind)) tally.get(card.kind).count += 1;
    else { tally.set(card.kind, { count: 1, first: index }); kinds.push(card.kind); }
  });
  if (kinds.length >= 2) {
    const parts = kinds.slice(0, 4).map((kind) => {
      const entry = tally.get(kind);
      const shown = [...kind].length > 40 ? [...kind].slice(0, 40).join("") + "…" : kind;
      return `${JSON.stringify(shown)} (${cardCount(entry.count)}, first cards[${entry.first}])`;
    });
    if (kinds.length > 4) parts.push(`${kinds.length - 4} more`);
    add("warning", "mixedCardKinds", "cards", `${kinds.length} kinds of card in one carousel: ${parts.join(", ")}`);
  }
  model.cards.forEach((card, index) => {
    if (card.realtime) add("error", "realtimeContent", `cards[${index}].realtime`, `card ${index} shows critical or real-time content in a carousel`);
  });
  const configurationFindings = [];
  const header = model.configuration.header;
  if (header === undefined || header.title.trim() === "") {
    configurationFindings.push({ severity: "warning", rule: "missingHeaderTitle", path: "configuration.header.title",
      message: header === undefined ? "the carousel has no header cell" : "the carousel's header cell has a blank title" });
  }
  if (summary.mode === 0 && summary.cardWidth < 240) {
    const fixed = model.configuration.visibleCards === undefined && model.configuration.cardWidth !== undefined;
    configurationFindings.push({ severity: "warning", rule: "narrowCards",
      path: `configuration.${fixed ? "cardWidth" : "visibleCards"}`,
      message: `cards are ${roundedNumber(summary.cardWidth)} pt wide (${fixed ? "a fixed width" : `${summary.cardsPerPage} per page`} in a ${roundedNumber(summary.viewportWidth)} pt viewport), under 240 pt` });
  }
  const c = model.configuration;
  if (summary.mode === 0 && c.maximumCardHeight === "none" && model.cards.length > 0) {
    const heights = model.cards.map((card) => card.header + card.body + card.footer);
    // A loop, not Math.min(...heights): spreading a million arguments overflows V8's stack.
    let shortest = Infinity;
    let tallest = -Infinity;
    for (const height of heights) {
      if (height < shortest) shortest = height;
      if (height > tallest) tallest = height;
    }
    if (tallest > 2 * shortest) {
      configurationFindings.push({ severity: "info", rule: "uncappedUnevenHeights", path: "configuration.maximumCardHeight",
        message: `no height cap, and the tallest card (${roundedNumber(tallest)} pt) is more than twice the shortest (${roundedNumber(shortest)} pt)` });
    }
  }
  if (c.cardAlignment && c.cardAlignment !== "top" && summary.mode !== 2) {
    const policy = c.heightPolicy ?? "uniform";
    const reason = policy !== "natural"
      ? `the "${policy}" height policy makes every card as tall as the row`
      : summary.mode === 1 ? "stacked cards each fill their own row" : null;
    if (reason !== null) {
      configurationFindings.push({ severity: "info", rule: "ineffectiveCardAlignment", path: "configuration.cardAlignment",
        message: `"cardAlignment": "${c.cardAlignment}" changes nothing: ${reason}` });
    }
  }
  configurationFindings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 :
    RULES.indexOf(a.rule) - RULES.indexOf(b.rule)));
  findings.push(...configurationFindings);
  return findings.map((f) => `${f.severity}  ${f.path}  ${f.message}  (${ADVICE[f.rule]})`);
}

if (typeof module !== "undefined") {
  module.exports = { readSpec, swiftFor, lintFindings, plainNumber, SpecError };
}
