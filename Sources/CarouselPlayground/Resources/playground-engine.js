// The bridge to the engine compiled to WebAssembly (Wasm/Playground*.swift exports).
"use strict";

class Engine {
  /** Instantiates the module from its bytes (synchronously: the page works from file://). */
  constructor(bytes) {
    let memory = null;
    const wasi = {
      fd_close: () => 0,
      fd_seek: () => 0,
      // Embedded Swift writes a fatal error's message to standard error; show it.
      fd_write: (fd, iovs, count, written) => {
        const view = new DataView(memory.buffer);
        let text = "";
        let total = 0;
        for (let i = 0; i < count; i++) {
          const pointer = view.getUint32(iovs + 8 * i, true);
          const length = view.getUint32(iovs + 8 * i + 4, true);
          text += new TextDecoder().decode(new Uint8Array(memory.buffer, pointer, length));
          total += length;
        }
        view.setUint32(written, total, true);
        if (text.trim() !== "") console.error("engine: " + text);
        return 0;
      },
    };
    const module = new WebAssembly.Module(bytes);
    this.exports = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi }).exports;
    memory = this.exports.memory;
    this.size = bytes.length;
  }

  numbers(count) {
    return new Float64Array(this.exports.memory.buffer, this.exports.carousel_playground_numbers(), 64).slice(0, count);
  }

  text(length) {
    if (length <= 0) return "";
    return new TextDecoder().decode(new Uint8Array(this.exports.memory.buffer, this.exports.carousel_playground_text(), length));
  }

  /** Throws the engine's error text when a check returned a length. */
  check(length) {
    if (length !== 0) throw new Error(this.text(length));
  }

  reset(model) {
    this.exports.carousel_playground_reset(model.viewport.width, model.viewport.height,
      model.sizeClass === "regular" ? 1 : 0, model.layoutDirection === "rightToLeft" ? 1 : 0);
  }

  /** Sets every configuration field of the model's configuration `c` (undefined: default). */
  configure(c) {
    const e = this.exports;
    const set = (field, value) => e.carousel_playground_set(field, value);
    const or = (value, fallback) => (value === undefined ? fallback : value);
    set(0, or(c.spacing, 8));
    set(1, or(c.peek, NaN));
    if (c.visibleCards !== undefined) set(2, c.visibleCards);
    else { set(2, NaN); set(3, or(c.cardWidth, NaN)); }
    if (c.insets) {
      set(4, c.insets.leading); set(5, c.insets.trailing);
      set(21, c.insets.top ?? 0); set(22, c.insets.bottom ?? 0);
    } else set(4, NaN);
    set(20, { top: 0, center: 1, bottom: 2 }[c.cardAlignment ?? "top"]);
    set(6, { uniform: 0, uniformVisible: 1, natural: 2 }[c.heightPolicy ?? "uniform"]);
    set(7, c.scrolling === "free" ? 1 : 0);
    if (typeof c.snapLimit === "number") { set(18, c.snapLimit); set(8, 4); }
    else set(8, { one: 1, page: 2, unlimited: 3 }[c.snapLimit] ?? 0);
    if (typeof c.decelerationRate === "number") { set(19, c.decelerationRate); set(9, 3); }
    else set(9, { normal: 1, fast: 2 }[c.decelerationRate] ?? 0);
    set(10, or(c.minimumFlickVelocity, 0.3));
    set(11, c.maximumCardHeight === "none" ? NaN : or(c.maximumCardHeight, 520));
    if (c.header) {
      const title = new TextEncoder().encode(c.header.title).slice(0, 1024);
      new Uint8Array(e.memory.buffer, e.carousel_playground_input(), 1024).set(title);
      e.carousel_playground_set_title(title.length);
    }
    set(12, c.header ? 1 : 0);
    set(13, { automatic: 0, always: 1, never: 2 }[c.header?.seeAll ?? "automatic"]);
    set(14, or(c.header?.height, 44));
    set(15, or(c.header?.seeAllWidth, 80));
    set(16, c.fewCardsRule === "keepCarousel" ? 1 : 0);
    set(17, or(c.emptyStateHeight, 240));
  }

  setCards(cards) {
    this.exports.carousel_playground_set_card_count(cards.length);
    cards.forEach((card, index) => this.exports.carousel_playground_set_card(index, card.header, card.body, card.footer));
  }

  summary() {
    this.exports.carousel_playground_summary();
    const n = this.numbers(20);
    return {
      mode: n[0], cardCount: n[1], viewportWidth: n[2], viewportHeight: n[3], contentWidth: n[4],
      contentHeight: n[5], containerHeight: n[6], headerHeight: n[7], maximumOffset: n[8],
      restOffset: n[9], cardWidth: n[10], cardsPerPage: n[11], snapOffsetCount: n[12],
      leadingInset: n[13], pageCount: n[14], showsSeeAll: n[15] === 1, snapping: n[16] === 1,
      rightToLeft: n[17] === 1, restingTolerance: n[18],
    };
  }

  cardRange(minX, maxX) {
    this.exports.carousel_playground_card_range(minX, maxX);
    const n = this.numbers(2);
    return [n[0], n[1]];
  }

  static anatomy(n) {
    const rect = (i) => ({ x: n[i], y: n[i + 1], width: n[i + 2], height: n[i + 3] });
    return { frame: rect(0), header: rect(4), body: rect(8), footer: rect(12) };
  }

  card(index) {
    this.exports.carousel_playground_card(index);
    return Engine.anatomy(this.numbers(16));
  }

  header(offset) {
    this.exports.carousel_playground_header(offset);
    const n = this.numbers(10);
    if (n[0] !== 1) return null;
    return {
      frame: { x: n[1], y: n[2], width: n[3], height: n[4] },
      seeAll: n[5] === 1 ? { x: n[6], y: n[7], width: n[8], height: n[9] } : null,
    };
  }

  emptyState() {
    this.exports.carousel_playground_empty_state();
    const n = this.numbers(5);
    return n[0] === 1 ? { x: n[1], y: n[2], width: n[3], height: n[4] } : null;
  }

  snapOffsets(count) {
    return Array.from({ length: count }, (_, i) => this.exports.carousel_playground_snap_offset(i));
  }

  indicator(offset) {
    this.exports.carousel_playground_indicator(offset);
    const n = this.numbers(4);
    return { kind: n[0], current: n[1], count: n[2], card: n[3] };
  }

  wording(which, offset) {
    return this.text(this.exports.carousel_playground_wording(which, offset));
  }
}

if (typeof module !== "undefined") module.exports = { Engine };
