import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// These tests drive the adapter through the stand-in, as UIKit would; on Apple platforms they
// compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn

  /// `CarouselCardCell.content`: the package's views for a card's text and actions, placed by
  /// the card style's regions, measured for self-sizing, reused, tapped and read by VoiceOver.
  /// The stand-in's labels measure text with a rough model, so these tests compare frames with
  /// what the labels and buttons report, never with exact text metrics.
  /// The taps an action handler received.
  @MainActor
  final class Taps {
    var list: [String] = []
  }

  @MainActor
  @Suite("Card cell content")
  struct CardCellContentTests {
    static let product = CardContent(
      title: "Notebook Basic 15", subtitle: "Notebooks", kpi: "956 EUR",
      body: "Intel Core i7, 15 inch, 4 GB memory, 500 GB drive", actions: ["Order", "Compare"])

    /// A cell `width` wide showing `content`, sized to its measurement and laid out.
    func card(
      _ content: CardContent = product, width: CGFloat = 353, style: CarouselCardStyle = .fiori,
      rightToLeft: Bool = false
    ) -> CarouselCardCell {
      let cell = CarouselCardCell(frame: CGRect(x: 0, y: 0, width: width, height: 100))
      if rightToLeft { cell.semanticContentAttribute = .forceRightToLeft }
      cell.cardStyle = style
      cell.content = content
      let height = cell.measureCard(fittingWidth: width).height
      cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
      cell.layoutIfNeeded()
      return cell
    }

    func labels(_ region: UIView) -> [UILabel] { region.subviews.compactMap { $0 as? UILabel } }
    /// The buttons shown in a region (a hidden "More" waits in the footer until needed).
    func buttons(_ region: UIView) -> [UIButton] {
      region.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
    }
    /// Equal to a millionth of a point (region origins are sums of label heights), or to
    /// `tolerance` (the engine keeps heights in single precision).
    func near(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
      abs(a - b) < tolerance
    }
    func height(_ label: UILabel, _ width: CGFloat) -> CGFloat {
      label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    @Test("no content: nothing is added to the regions (today's behaviour)")
    func noContent() {
      let cell = CarouselCardCell(frame: CGRect(x: 0, y: 0, width: 353, height: 200))
      cell.layoutIfNeeded()
      #expect(cell.content == nil)
      for region in [cell.headerView, cell.bodyView, cell.footerView] {
        #expect(region.subviews.isEmpty)
      }
      #expect(cell.accessibilityElements == nil)
      // Content with no part measures as a cell without content: its own views, if any.
      cell.contentView.addSubview(FixedHeight(height: 150))
      cell.content = CardContent()
      #expect(cell.measureCard(fittingWidth: 353) == CardMeasurement(height: 150))
      #expect(cell.accessibilityElements == nil)
    }

    @Test("left to right: each part in its region's box, leading, at the style's padding")
    func leftToRight() throws {
      let cell = card()
      let header = labels(cell.headerView)
      let body = labels(cell.bodyView)
      let actions = buttons(cell.footerView)
      #expect(header.map(\.text) == ["Notebook Basic 15", "Notebooks"])
      #expect(body.map(\.text) == ["956 EUR", Self.product.body])
      #expect(actions.map { $0.configuration?.title } == ["Order", "Compare"])
      #expect(actions.map { $0.configuration?.style } == ["filled", "tinted"])
      #expect(actions.allSatisfy { $0.configuration?.cornerStyle == .capsule })
      // The regions are the engine's anatomy of the measured card.
      let measured = cell.measureCard(fittingWidth: 353)
      #expect(cell.headerView.frame.height == measured.header)
      #expect(cell.footerView.frame.maxY == cell.bounds.height)
      // Title and subtitle stacked from the header box's top-left corner (16, 16), 321 wide.
      let (title, subtitle) = (header[0], header[1])
      #expect(title.frame == CGRect(x: 16, y: 16, width: 321, height: height(title, 321)))
      #expect(subtitle.frame.minY == title.frame.maxY && subtitle.frame.minX == 16)
      #expect(near(subtitle.frame.maxY, cell.headerView.bounds.height - 6))
      // KPI and body from the body box's top (6), the body wrapping at the box's width.
      let (kpi, text) = (body[0], body[1])
      #expect(kpi.frame.minX == 16 && near(kpi.frame.minY, 6))
      #expect(text.frame.minY == kpi.frame.maxY)
      #expect(text.numberOfLines == 0 && height(text, 321) > height(text, .infinity))
      #expect(near(text.frame.maxY, cell.bodyView.bounds.height - 6))
      // SAP's footer: two buttons of one width fill the box, the first at its trailing edge,
      // 8 apart, clear of the bottom 10.
      #expect(near(actions[0].frame.maxX, 353 - 16) && near(actions[0].frame.minY, 6))
      #expect(near(actions[1].frame.maxX + 8, actions[0].frame.minX))
      #expect(actions[1].frame.minX == 16 && actions[1].frame.width == actions[0].frame.width)
      #expect(actions[1].frame.minY == actions[0].frame.minY)
      #expect(near(actions[0].frame.maxY, cell.footerView.bounds.height - 10))
    }

    @Test("typography and colours: the style's sizes through UIFontMetrics, secondary subtitle")
    func typography() throws {
      let cell = card()
      let header = labels(cell.headerView)
      let body = labels(cell.bodyView)
      let (title, subtitle, kpi, text) = (header[0], header[1], body[0], body[1])
      #expect(title.font.pointSize == 17 && title.font.weight == .semibold)
      #expect(title.font.textStyle == .headline)
      #expect(subtitle.font.pointSize == 15 && subtitle.font.textStyle == .subheadline)
      #expect(kpi.font.pointSize == 28 && kpi.font.weight == .bold && kpi.font.textStyle == .title1)
      #expect(text.font.pointSize == 15 && text.font.textStyle == .subheadline)
      #expect(
        [title, subtitle, kpi, text].allSatisfy {
          $0.adjustsFontForContentSizeCategory && $0.textAlignment == .natural
        })
      func rgb(_ color: UIColor, dark: Bool) -> [Double] {
        let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [Double(r), Double(g), Double(b)]
      }
      let style = CarouselCardStyle.fiori
      for dark in [false, true] {
        let secondary = style.subtitle.components(isDark: dark)
        let primary = style.title.components(isDark: dark)
        #expect(
          rgb(subtitle.textColor, dark: dark) == [secondary.red, secondary.green, secondary.blue])
        #expect(rgb(text.textColor, dark: dark) == rgb(subtitle.textColor, dark: dark))
        #expect(rgb(title.textColor, dark: dark) == [primary.red, primary.green, primary.blue])
        #expect(rgb(kpi.textColor, dark: dark) == rgb(title.textColor, dark: dark))
      }
      // The buttons' titles: the action size, semibold, scaled like the subheadline.
      func titleFont(_ button: UIButton) -> UIFont? {
        button.configuration?.titleTextAttributesTransformer?(AttributeContainer()).font
      }
      let actionFonts = buttons(cell.footerView).map(titleFont)
      #expect(
        actionFonts
          == Array(
            repeating: UIFontMetrics(forTextStyle: .subheadline).scaledFont(
              for: .systemFont(ofSize: 15, weight: .semibold)), count: 2))
      // A style with other sizes: the labels and buttons follow it, also on a cell that had
      // the default style.
      let big = CarouselCardStyle(typography: CardTypography(title: 22, kpi: 40, action: 17))
      cell.cardStyle = big
      #expect(labels(cell.headerView)[0].font.pointSize == 22)
      #expect(labels(cell.bodyView)[0].font.pointSize == 40)
      #expect(buttons(cell.footerView).map { titleFont($0)?.pointSize } == [17, 17])
    }

    @Test(
      "right to left: the boxes mirrored (the trailing padding on the left), the first button left"
    )
    func rightToLeft() throws {
      let style = CarouselCardStyle(
        headerPadding: Insets(top: 16, leading: 30, bottom: 6, trailing: 10))
      let cell = card(style: style, rightToLeft: true)
      let title = try #require(labels(cell.headerView).first)
      #expect(title.frame.minX == 10 && title.frame.width == 353 - 40)
      #expect(title.textAlignment == .natural)
      let kpi = try #require(labels(cell.bodyView).first)
      #expect(kpi.frame.minX == 16 && kpi.frame.maxX == 353 - 16)
      let actions = buttons(cell.footerView)
      #expect(near(actions[0].frame.minX, 16))
      #expect(near(actions[1].frame.minX, actions[0].frame.maxX + 8))
      // The same card left to right puts the title at the leading padding, 30.
      #expect(labels(card(style: style).headerView)[0].frame.minX == 30)
    }

    @Test(
      "measurement: the style's padding around what the labels and buttons need; more text is taller"
    )
    func measurement() throws {
      let short = card(CardContent(title: "Mouse", kpi: "9 EUR", body: "Small.", actions: ["Add"]))
      let long = card(
        CardContent(
          title: "Mouse", kpi: "9 EUR",
          body: String(repeating: "Wireless, quiet, and light enough for travel. ", count: 6),
          actions: ["Add"]))
      let a = short.measureCard(fittingWidth: 353)
      let b = long.measureCard(fittingWidth: 353)
      #expect(b.body > a.body && b.header == a.header && b.footer == a.footer)
      // The header is its padding (16 + 6) around the title; the body its padding (6 + 6)
      // around the KPI and the body text; the footer 6 above the button and 10 below it.
      let title = labels(short.headerView)[0]
      #expect(a.header == 16 + height(title, 321) + 6)
      let body = labels(long.bodyView)
      #expect(b.body == 6 + height(body[0], 321) + height(body[1], 321) + 6)
      let button = buttons(short.footerView)[0]
      #expect(a.footer == 6 + button.frame.height + 10 && button.frame.height > 0)
      // Narrower: the body wraps onto more lines.
      #expect(long.measureCard(fittingWidth: 200).body > b.body)
      // Buttons that do not fit go behind "More": a narrower footer keeps one row.
      let many = card(CardContent(title: "Mouse", actions: ["Add to Cart", "Compare", "Share"]))
      let row = many.measureCard(fittingWidth: 353).footer
      #expect(many.measureCard(fittingWidth: 160).footer == row)
      // Without actions the body is the last region: it ends at the bottom padding (10).
      let noActions = card(CardContent(title: "Mouse", kpi: "9 EUR")).measureCard(fittingWidth: 353)
      #expect(noActions.footer == 0)
      #expect(
        noActions.body == 6 + height(labels(card(CardContent(kpi: "9 EUR")).bodyView)[0], 321) + 10)
    }

    @Test("reuse: new content or nil replaces the views; prepareForReuse leaves nothing stale")
    func reuse() throws {
      let cell = card()
      cell.content = CardContent(title: "Ergo Screen", actions: ["Buy"])
      cell.layoutIfNeeded()
      #expect(labels(cell.headerView).map(\.text) == ["Ergo Screen"])
      #expect(cell.bodyView.subviews.isEmpty)
      #expect(buttons(cell.footerView).map { $0.configuration?.title } == ["Buy"])
      #expect(buttons(cell.footerView).map { $0.configuration?.style } == ["filled"])
      cell.prepareForReuse()
      #expect(cell.content == nil)
      for region in [cell.headerView, cell.bodyView, cell.footerView] {
        #expect(region.subviews.isEmpty)
      }
      #expect(cell.accessibilityElements == nil)
      // Reused for another card: only the new card's parts.
      cell.content = CardContent(subtitle: "Monitors", kpi: "230 EUR")
      #expect(labels(cell.headerView).map(\.text) == ["Monitors"])
      #expect(labels(cell.bodyView).map(\.text) == ["230 EUR"])
      #expect(cell.footerView.subviews.isEmpty)
    }

    @Test("a tap on an action's button reaches onAction with its index and title")
    func actionTap() throws {
      let cell = card()
      let taps = Taps()
      cell.onAction = { index, title in taps.list.append("\(index) \(title)") }
      let actions = buttons(cell.footerView)
      UIKitDriver.tap(actions[1])
      UIKitDriver.tap(actions[0])
      #expect(taps.list == ["1 Compare", "0 Order"])
      // After reuse with other actions, the new buttons send the new titles; the old ones are
      // gone from the card.
      cell.prepareForReuse()
      cell.content = CardContent(actions: ["Details"])
      UIKitDriver.tap(buttons(cell.footerView)[0])
      #expect(taps.list == ["1 Compare", "0 Order", "0 Details"])
      #expect(actions.allSatisfy { $0.superview == nil })
    }

    @Test(
      "VoiceOver: the card's position as its label, then the text as one element, then the buttons")
    func voiceOver() throws {
      let host = UIKitHost(count: 12, measurement: nil)
      host.dataSource.makeCell = { collectionView, indexPath in
        let cell = UIKitDriver.cell(CarouselCardCell.self, in: collectionView, at: indexPath) {
          CarouselCardCell(frame: $0)
        }
        cell.content = Self.product
        return cell
      }
      host.layout.accessibility.navigator.announce = { _ in }
      host.layoutPass()
      let cell = try #require(
        host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CarouselCardCell)
      cell.layoutIfNeeded()
      #expect(cell.accessibilityLabel == "Card 2 of 12")
      #expect(cell.accessibilityContainerType == .semanticGroup && !cell.isAccessibilityElement)
      let elements = try #require(cell.accessibilityElements)
      #expect(elements.count == 3)
      let text = try #require(elements.first as? UIAccessibilityElement)
      #expect(text.isAccessibilityElement && text.accessibilityContainer === cell)
      #expect(text.accessibilityLabel == "Notebook Basic 15")
      #expect(text.accessibilityValue == "Notebooks, 956 EUR, \(Self.product.body ?? "")")
      // Its frame covers the text, from the title's top to the body text's bottom.
      let body = labels(cell.bodyView)[1]
      #expect(text.accessibilityFrameInContainerSpace.minY == 16)
      #expect(
        text.accessibilityFrameInContainerSpace.maxY == cell.bodyView.frame.minY + body.frame.maxY)
      let reachable = elements.dropFirst().compactMap { $0 as? UIButton }
      // In the order they are seen: the first action at the trailing edge, last.
      #expect(reachable.map { $0.configuration?.title } == ["Compare", "Order"])
      #expect(
        reachable.allSatisfy {
          $0.isAccessibilityElement && $0.accessibilityTraits.contains(.button)
        })
      // Text without a title: the first part is the label.
      cell.content = CardContent(kpi: "37", body: "Open orders")
      let kpiOnly = try #require(cell.accessibilityElements?.first as? UIAccessibilityElement)
      #expect(kpiOnly.accessibilityLabel == "37" && kpiOnly.accessibilityValue == "Open orders")
    }

    @Test("self-sizing under the carousel layout: the cell's measurement of its content")
    func selfSizing() throws {
      let contents = [
        Self.product, CardContent(title: "Mouse", kpi: "9 EUR", actions: ["Add"]),
        CardContent(title: "Dock", body: "Two screens, one cable.", actions: ["Add"]),
      ]
      let host = UIKitHost(count: 3, measurement: nil)
      host.dataSource.makeCell = { collectionView, indexPath in
        let cell = UIKitDriver.cell(CarouselCardCell.self, in: collectionView, at: indexPath) {
          CarouselCardCell(frame: $0)
        }
        cell.content = contents[indexPath.item]
        return cell
      }
      host.layoutPass()
      // Cards 0 and 1 are on screen (1 peeks in) and size themselves; card 2 keeps the
      // estimate until it scrolls in.
      var heights: [CGFloat] = []
      for (index, content) in contents.enumerated().prefix(2) {
        let probe = CarouselCardCell(frame: .zero)
        probe.content = content
        #expect(host.layout.measurements[index] == probe.measureCard(fittingWidth: 353))
        heights.append(host.layout.measurements[index].height)
      }
      let tallest = heights.max() ?? 0
      #expect(near(host.layout.geometry?.uniformCardHeight ?? 0, tallest, tolerance: 1e-4))
      // A stretched card keeps its buttons at the bottom, in the pinned footer.
      let short = try #require(
        host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CarouselCardCell)
      short.layoutIfNeeded()
      #expect(near(short.bounds.height, tallest, tolerance: 1e-4))
      let button = try #require(buttons(short.footerView).first)
      #expect(
        near(
          short.footerView.frame.minY + button.frame.maxY, short.bounds.height - 10,
          tolerance: 1e-4))
    }
  }
#endif
