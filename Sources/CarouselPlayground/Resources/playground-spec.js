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
    if (value === undefined) throw new SpecError(this.pathOf(key), "a number", "nothing (missing field)");
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
    if (unknown !== undefined) {
      const known = [...this.used].sort().join(", ");
      throw new SpecError(this.pathOf(unknown), `no such field (known: ${known})`, summary(this.value[unknown]));
    }
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
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SpecError(`spec: malformed JSON (${error.message})`);
  }
  const root = new SpecObject(value, "");
  const viewportObject = root.object("viewport");
  if (viewportObject === undefined) {
    throw new SpecError(root.pathOf("viewport"), 'an object {"width": …, "height": …}', "nothing (missing field)");
  }
  const width = viewportObject.requiredNumber("width");
  const height = viewportObject.requiredNumber("height");
  viewportObject.finish();
  engine.check(engine.exports.playground_check_viewport(width, height));
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
      c.insets = { leading: insets.requiredNumber("leading"), trailing: insets.requiredNumber("trailing") };
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
    c.maximumCardHeight = fields.number("maximumCardHeight");
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
    engine.check(engine.exports.playground_check_configuration());
    fields.finish();
  }
  const elements = root.array("cards");
  if (elements === undefined) {
    throw new SpecError(root.pathOf("cards"), "an array of cards", "nothing (missing field)");
  }
  if (elements.length > 1_000_000) {
    throw new SpecError("cards", "at most 1000000 cards", `${elements.length} cards`);
  }
  elements.forEach((element, index) => {
    const card = new SpecObject(element, "cards", index);
    const heights = ["header", "body", "footer"].map((key, region) => {
      const value = card.number(key) ?? 0;
      engine.check(engine.exports.playground_check_height(value, index, region));
      return value;
    });
    const kind = card.string("kind");
    const realtime = card.bool("realtime") ?? false;
    card.finish();
    model.cards.push({ header: heights[0], body: heights[1], footer: heights[2], kind, realtime });
  });
  root.finish();
  engine.setCards(model.cards);
  engine.check(engine.exports.playground_build());
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
  if (c.insets) args.push(`insets: Insets(leading: ${swiftNumber(c.insets.leading)}, trailing: ${swiftNumber(c.insets.trailing)})`);
  if (c.spacing !== undefined && c.spacing !== 8) args.push(`spacing: ${swiftNumber(c.spacing)}`);
  if (c.visibleCards !== undefined) args.push(`visibleCards: .count(${c.visibleCards})`);
  else if (c.cardWidth !== undefined) args.push(`visibleCards: .cardWidth(${swiftNumber(c.cardWidth)})`);
  if (c.peek !== undefined) args.push(`peek: ${swiftNumber(c.peek)}`);
  if (c.heightPolicy && c.heightPolicy !== "uniform") args.push(`heightPolicy: .${c.heightPolicy}`);
  if (c.scrolling === "free") args.push("scrolling: .free");
  else if (c.snapLimit !== undefined) {
    const limit = typeof c.snapLimit === "number" ? `.count(${c.snapLimit})` : `.${c.snapLimit}`;
    args.push(`scrolling: .snapping(limit: ${limit})`);
  }
  if (c.decelerationRate !== undefined) {
    args.push(`decelerationRate: ${typeof c.decelerationRate === "number" ? `.custom(${swiftNumber(c.decelerationRate)})` : "." + c.decelerationRate}`);
  }
  if (c.minimumFlickVelocity !== undefined && c.minimumFlickVelocity !== 0.3) args.push(`minimumFlickVelocity: ${swiftNumber(c.minimumFlickVelocity)}`);
  if (c.maximumCardHeight !== undefined && c.maximumCardHeight !== 520) args.push(`maximumCardHeight: ${swiftNumber(c.maximumCardHeight)}`);
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
  const uikit = [
    "import CarouselLayoutUIKit",
    "",
    "let layout = CollectionViewLayout.carousel",
    `layout.configuration = ${configuration}`,
    "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)",
    "collectionView.contentInsetAdjustmentBehavior = .never",
    environment,
  ].join("\n");
  const swiftui = [
    "import CarouselLayoutSwiftUI",
    "",
    `Carousel(count: ${model.cards.length},`,
    `         configuration: ${configurationExpression(model.configuration, "         ")}) { index in`,
    "  CardView(index: index)",
    "}",
    environment,
  ].join("\n");
  return { uikit, swiftui };
}

// MARK: - Guideline findings

const ADVICE = {
  fewerThanThreeCards: 'SAP Fiori for iOS: "Don’t use a carousel if it contains less than three cards. Instead, place the cards below each other."',
  missingHeaderTitle: 'SAP Fiori for iOS: "We also recommend using the carousel in combination with the header cell to give the carousel a title so that it is clear what the cards within the carousel refer to."',
  mixedCardKinds: 'SAP Fiori for Android: the cards in a carousel "should be closely related to each other", and one carousel should not mix several types of cards (spec §6). Give each kind of card its own carousel.',
  realtimeContent: 'SAP Fiori for iOS: "Don’t use a carousel if the content on the cards is critical for users to see, such as important KPIs (key performance indicators) or statuses that can change in real time." Show such cards where they are always visible.',
  narrowCards: "This package's threshold (a decision, not the guideline's): a card narrower than 240 pt leaves too little room for its header, body and footer beside the card's 16 pt inner padding. Show fewer cards per page, or fewer columns.",
};

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
  configurationFindings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  findings.push(...configurationFindings);
  return findings.map((f) => `${f.severity}  ${f.path}  ${f.message}  (${ADVICE[f.rule]})`);
}

if (typeof module !== "undefined") {
  module.exports = { readSpec, swiftFor, lintFindings, plainNumber, SpecError };
}
