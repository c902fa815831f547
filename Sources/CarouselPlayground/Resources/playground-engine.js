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

  /**
   * Reads `text` (a carousel spec) with the tool's own Swift in the module (CarouselJSON,
   * GuidelineLinter, SwiftSnippet): the spec becomes the module's carousel and the answer is
   * `{title, realtime: Set of card indices, findings: [lint lines], swift: {uikit, swiftui}}`.
   * Throws an Error whose message is the command line's, byte for byte (malformed JSON
   * included); the module keeps its last good carousel then.
   */
  readSpec(text) {
    const bytes = new TextEncoder().encode(text);
    const input = this.exports.carousel_playground_reserve_input(bytes.length);
    new Uint8Array(this.exports.memory.buffer, input, bytes.length).set(bytes);
    const length = this.exports.carousel_playground_read_spec(bytes.length);
    if (length < 0) throw new Error(this.text(-length));
    // The module's own JSON writer wrote this answer.
    const answer = JSON.parse(this.text(length));
    return { ...answer, realtime: new Set(answer.realtime) };
  }

  /** The gallery's compact example spec (JSON text): the playground's default carousel. */
  sampleSpec() {
    return this.text(this.exports.carousel_playground_sample_spec());
  }

  /** The configuration's defaults (`CarouselConfiguration()`), for the fields' placeholders. */
  defaults() {
    this.exports.carousel_playground_defaults();
    const n = this.numbers(4);
    return { spacing: n[0], maximumCardHeight: n[1], emptyStateHeight: n[2], minimumFlickVelocity: n[3] };
  }

  /**
   * `CarouselCardStyle.fiori` as the module reports it (colours as "#rrggbb" in the light
   * appearance, or the dark one when `isDark`): the page draws cards with these, not copies.
   */
  cardStyle(isDark) {
    this.exports.carousel_playground_card_style(isDark ? 1 : 0);
    const n = this.numbers(64);
    const hex = (value) => "#" + value.toString(16).padStart(6, "0");
    const shadows = [];
    for (let i = 0; i < n[19]; i++) {
      shadows.push({ opacity: n[20 + 3 * i], radius: n[21 + 3 * i], y: n[22 + 3 * i] });
    }
    return {
      cornerRadius: n[0], borderWidth: n[1], border: hex(n[2]), borderOpacity: n[3],
      background: hex(n[4]), backgroundOpacity: n[5], title: hex(n[6]), subtitle: hex(n[7]),
      accent: hex(n[8]),
      sizes: { title: n[9], subtitle: n[10], kpi: n[11], body: n[12], action: n[13] },
      lineHeight: n[14], actionPadding: n[15], actionSpacing: n[16], actionHeight: n[17],
      bottomPadding: n[18], shadows,
    };
  }

  /**
   * Card `index`'s content placed by the module in the card's own coordinates:
   * `{parts: [{part, text, box, lines, size, weight}], actions: {titles, box}}`, or null for a
   * card without content (it keeps the skeleton).
   */
  cardContent(index) {
    const length = this.exports.carousel_playground_card_content(index);
    return length < 0 ? null : JSON.parse(this.text(length));
  }

  /**
   * A card footer placed by the module (SAP's footer, `CardFooterLayout`): `widths` are the
   * buttons' own widths, `moreWidth` the "More" button's; answers `{visible, frames, more}`,
   * the frames `{x, y, width, height}` in the footer box (mirrored right to left), `more` null
   * when every action shows.
   */
  footer(widths, moreWidth, width, height, rightToLeft) {
    const input = new Float64Array(this.exports.memory.buffer, this.exports.carousel_playground_numbers(), 64);
    const count = Math.min(widths.length, 60);
    for (let i = 0; i < count; i++) input[i] = widths[i];
    input[count] = moreWidth;
    this.exports.carousel_playground_footer(count, width, height, 0, rightToLeft ? 1 : 0);
    const n = this.numbers(18);
    const rect = (k) => ({ x: n[2 + 4 * k], y: n[3 + 4 * k], width: n[4 + 4 * k], height: n[5 + 4 * k] });
    const frames = [];
    for (let k = 0; k < n[0]; k++) frames.push(rect(k));
    return { visible: n[0], frames, more: n[1] === 1 ? rect(n[0]) : null };
  }

  /** The `kind` of card `index` of the spec read last, or null. */
  cardKind(index) {
    const length = this.exports.carousel_playground_card_kind(index);
    return length < 0 ? null : this.text(length);
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

  /** The empty state's words and actions, from the spec read last. */
  emptyStateText() {
    return JSON.parse(this.text(this.exports.carousel_playground_empty_state_text()));
  }

  snapOffsets(count) {
    return Array.from({ length: count }, (_, i) => this.exports.carousel_playground_snap_offset(i));
  }

  indicator(offset) {
    this.exports.carousel_playground_indicator(offset);
    const n = this.numbers(7);
    return { kind: n[0], current: n[1], count: n[2], card: n[3], buttons: n[4] === 1, canPrevious: n[5] === 1, canNext: n[6] === 1 };
  }

  wording(which, offset) {
    return this.text(this.exports.carousel_playground_wording(which, offset));
  }
}

if (typeof module !== "undefined") module.exports = { Engine };
