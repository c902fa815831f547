import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// The views that show a ``/CarouselLayout/CardContent`` in a ``CarouselCardCell``: a title
  /// and a subtitle in the header region, a KPI and wrapping body text in the body region,
  /// action buttons in the footer region (the first filled, the others tinted, their titles at
  /// the typography's action size), each at the card style's typography and colours.
  ///
  /// Where the content goes is the card style's rule, the one the previews use: the boxes of
  /// ``/CarouselLayout/CarouselCardStyle/contentRegions(of:isRightToLeft:)``, text stacked from
  /// the top of each box at its full width (natural alignment: leading in both directions),
  /// buttons where the footer rule puts them. The measurement is the same rule turned
  /// round (``/CarouselLayout/CarouselCardStyle/measurement(fittingContent:)``), with the
  /// heights the labels and buttons report for the boxes' width (`sizeThatFits(_:)`), so a
  /// card measured at a width lays out at that width without cutting anything.
  @MainActor
  final class CardContentViews {
    let title = UILabel(frame: .zero)
    let subtitle = UILabel(frame: .zero)
    let kpi = UILabel(frame: .zero)
    let body = UILabel(frame: .zero)
    /// The action buttons, the first action first; those past the footer's
    /// `CardFooterLayout.visibleCount` are hidden.
    private(set) var buttons: [UIButton] = []
    /// The overflow button, shown when actions remain; its menu holds them.
    private(set) lazy var moreButton = Self.makeMoreButton()
    /// The actions the "More" menu was made for (it is remade when they change).
    private var menuActions: Range<Int>?
    /// The view whose traits decide stacking (the cell).
    private weak var container: UIView?
    /// The typography's action size the buttons were made with.
    private var actionSize: CGFloat?
    /// What VoiceOver reads for the text: the title as its label; the subtitle, KPI and body,
    /// in that order, as its value.
    let summary: UIAccessibilityElement
    /// Called with an action's index and title when its button is tapped.
    private let send: @MainActor (Int, String) -> Void

    init(container: UIView, send: @escaping @MainActor (Int, String) -> Void) {
      summary = UIAccessibilityElement(accessibilityContainer: container)
      summary.isAccessibilityElement = true
      summary.accessibilityTraits = .staticText
      self.send = send
      self.container = container
      for label in [title, subtitle, kpi, body] {
        label.numberOfLines = 0
        label.textAlignment = .natural
        label.adjustsFontForContentSizeCategory = true
      }
    }

    // MARK: - Content

    /// Shows `content` in the three regions with `style`'s fonts and colours: the labels of
    /// the parts it has are in their region, the others out of it; the buttons are new when
    /// the actions' titles changed.
    func show(_ content: CardContent, style: CarouselCardStyle, in regions: [UIView]) {
      let type = style.typography
      title.font = Self.font(.headline, size: type.title, weight: .semibold)
      subtitle.font = Self.font(.subheadline, size: type.subtitle, weight: .regular)
      kpi.font = Self.font(.title1, size: type.kpi, weight: .bold)
      body.font = Self.font(.subheadline, size: type.body, weight: .regular)
      title.textColor = CarouselCardCell.dynamicColor(style.title)
      kpi.textColor = title.textColor
      subtitle.textColor = CarouselCardCell.dynamicColor(style.subtitle)
      body.textColor = subtitle.textColor
      let parts: [(UILabel, String?, UIView)] = [
        (title, content.title, regions[0]), (subtitle, content.subtitle, regions[0]),
        (kpi, content.kpi, regions[1]), (body, content.body, regions[1]),
      ]
      for (label, text, region) in parts {
        label.text = text
        if text == nil {
          label.removeFromSuperview()
        } else if label.superview !== region {
          region.addSubview(label)
        }
      }
      if buttons.map({ $0.configuration?.title ?? "" }) != content.actions
        || actionSize != type.action
      {
        replaceButtons(content.actions, size: type.action, in: regions[2])
      }
      let texts = [content.title, content.subtitle, content.kpi, content.body].compactMap { $0 }
      summary.accessibilityLabel = texts.first
      summary.accessibilityValue =
        texts.count > 1 ? texts.dropFirst().joined(separator: ", ") : nil
    }

    /// Takes every view out of the regions (no content).
    func removeAll() {
      for label in [title, subtitle, kpi, body] {
        label.text = nil
        label.removeFromSuperview()
      }
      for button in buttons { button.removeFromSuperview() }
      buttons = []
      actionSize = nil
      hideMoreButton()
    }

    /// The elements VoiceOver reaches in the card: the text, then the buttons shown in the
    /// order they are seen: in a row from the leading edge ("More", then the others, the first
    /// action last, at the trailing edge, as SAP orders them), stacked from the top (the first
    /// action, the others, "More").
    var accessibilityElements: [Any] {
      let shown = buttons.filter { $0.superview != nil && !$0.isHidden }
      let more = moreButton.superview != nil && !moreButton.isHidden ? [moreButton] : []
      let ordered = isStacked ? shown + more : more + shown.reversed()
      return (summary.accessibilityLabel == nil ? [] : [summary]) + ordered
    }

    /// Whether the footer was last laid out stacked.
    private var isStacked = false

    /// New buttons for `titles`, their titles at `size`, semibold, scaled with Dynamic Type
    /// like the subheadline (computed each time the button applies its configuration, so a
    /// new text size takes effect).
    private func replaceButtons(_ titles: [String], size: CGFloat, in footer: UIView) {
      for button in buttons { button.removeFromSuperview() }
      actionSize = size
      buttons = titles.enumerated().map { index, text in
        var configuration = Self.configuration(index == 0 ? .filled() : .tinted(), size: size)
        configuration.title = text
        let button = UIButton(configuration: configuration)
        button.addAction(
          UIAction { [send] _ in send(index, text) }, for: .primaryActionTriggered)
        footer.addSubview(button)
        return button
      }
      hideMoreButton()
      if !titles.isEmpty {
        var configuration = Self.configuration(.tinted(), size: size)
        configuration.title = CarouselStrings.moreActions
        moreButton.configuration = configuration
        // In the footer from the start, hidden until needed: measured with the cell's traits.
        footer.addSubview(moreButton)
      }
    }

    /// A capsule button configuration whose title is at `size`, semibold, scaled with Dynamic
    /// Type like the subheadline.
    private static func configuration(
      _ base: UIButton.Configuration, size: CGFloat
    ) -> UIButton.Configuration {
      var configuration = base
      configuration.cornerStyle = .capsule
      configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
        incoming in
        var outgoing = incoming
        outgoing.font = Self.font(.subheadline, size: size, weight: .semibold)
        return outgoing
      }
      return configuration
    }

    /// The "More" button: its menu is its primary action (a tap opens it).
    private static func makeMoreButton() -> UIButton {
      let button = UIButton(configuration: .tinted())
      button.showsMenuAsPrimaryAction = true
      button.isHidden = true
      return button
    }

    private func hideMoreButton() {
      moreButton.removeFromSuperview()
      moreButton.isHidden = true
      moreButton.menu = nil
      menuActions = nil
    }

    /// A system font of `size` and `weight` that scales with Dynamic Type like `style`.
    nonisolated static func font(
      _ style: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight
    ) -> UIFont {
      UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }

    // MARK: - Measuring

    /// The heights of the card's regions for this content at `width`.
    func measurement(width: CGFloat, style: CarouselCardStyle) -> CardMeasurement {
      func inner(_ padding: Insets) -> CGFloat {
        max(0, width - padding.leading - padding.trailing)
      }
      let header = inner(style.headerPadding)
      let body = inner(style.bodyPadding)
      let content = CardMeasurement(
        header: stackHeight([title, subtitle], width: header),
        body: stackHeight([kpi, self.body], width: body),
        footer: footer(width: inner(style.footerPadding), style: style, isRightToLeft: false)
          .size.height)
      return style.measurement(fittingContent: content)
    }

    private func stackHeight(_ labels: [UILabel], width: CGFloat) -> CGFloat {
      labels.filter { $0.superview != nil }.reduce(0) { $0 + Self.height(of: $1, width: width) }
    }

    private static func height(of label: UILabel, width: CGFloat) -> CGFloat {
      let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return size.height.isFinite ? max(0, size.height) : 0
    }

    /// Where the footer rule puts the buttons in a box `width` wide: the rule decides from the
    /// sizes the buttons ask for at that width (`sizeThatFits(_:)`), then each button shown
    /// is measured again at the width the rule gives it, so a title that wraps there makes its
    /// row (or its place in the stack) taller instead of being cut; stacked at an
    /// accessibility text size of the container.
    private func footer(
      width: CGFloat, style: CarouselCardStyle, isRightToLeft: Bool
    ) -> CardFooterLayout {
      let category = container?.traitCollection.preferredContentSizeCategory
      func arrange(_ sizes: [CGSize], more: CGSize) -> CardFooterLayout {
        CardFooterLayout(
          buttonSizes: sizes, moreButtonSize: more, width: width, mode: style.footerWidthMode,
          isStacked: category?.isAccessibilityCategory ?? false, spacing: style.actionSpacing,
          isRightToLeft: isRightToLeft)
      }
      func size(_ button: UIButton, width: CGFloat) -> CGSize {
        button.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      }
      var sizes = buttons.map { size($0, width: width) }
      var more = buttons.isEmpty ? .zero : size(moreButton, width: width)
      let first = arrange(sizes, more: more)
      // The heights at the widths given; the widths, and so the count, stay the rule's.
      for (index, frame) in first.buttonFrames.enumerated() {
        sizes[index].height = size(buttons[index], width: frame.width).height
      }
      if let frame = first.moreButtonFrame {
        more.height = size(moreButton, width: frame.width).height
      }
      return arrange(sizes, more: more)
    }

    // MARK: - Layout

    /// Places the views in the boxes of `regions` (the card's frame and its three region
    /// views' frames, in the content view's coordinates).
    func layout(in regions: CardAnatomy, style: CarouselCardStyle, isRightToLeft: Bool) {
      let boxes = style.contentRegions(of: regions, isRightToLeft: isRightToLeft)
      let header = boxes.header.offsetBy(dx: -regions.header.minX, dy: -regions.header.minY)
      let body = boxes.body.offsetBy(dx: -regions.body.minX, dy: -regions.body.minY)
      let footer = boxes.footer.offsetBy(dx: -regions.footer.minX, dy: -regions.footer.minY)
      stack([title, subtitle], in: header)
      stack([kpi, self.body], in: body)
      placeActions(in: footer, style: style, isRightToLeft: isRightToLeft)
      let shown = [title, subtitle, kpi, self.body].filter { $0.superview != nil }
      let frames = shown.compactMap { label in
        label.superview.map { label.frame.offsetBy(dx: $0.frame.minX, dy: $0.frame.minY) }
      }
      summary.accessibilityFrameInContainerSpace =
        frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
    }

    /// Places the buttons the footer rule shows in `box`, hides the others, and gives "More"
    /// a menu of the actions it holds.
    private func placeActions(in box: CGRect, style: CarouselCardStyle, isRightToLeft: Bool) {
      let footer = footer(width: box.width, style: style, isRightToLeft: isRightToLeft)
      isStacked = footer.isStacked
      for (index, button) in buttons.enumerated() {
        button.isHidden = index >= footer.visibleCount
        if index < footer.visibleCount {
          button.frame = footer.buttonFrames[index].offsetBy(dx: box.minX, dy: box.minY)
        }
      }
      guard let frame = footer.moreButtonFrame else {
        moreButton.isHidden = true
        moreButton.menu = nil
        menuActions = nil
        return
      }
      moreButton.isHidden = false
      moreButton.frame = frame.offsetBy(dx: box.minX, dy: box.minY)
      if menuActions != footer.overflow {
        menuActions = footer.overflow
        let titles = buttons.map { $0.configuration?.title ?? "" }
        moreButton.menu = UIMenu(
          children: footer.overflow.map { index in
            UIAction(title: titles[index]) { [send] _ in send(index, titles[index]) }
          })
      }
    }

    /// Stacks the labels that are shown from the top of `box`, each at the box's width and its
    /// own height, none past the box's bottom.
    private func stack(_ labels: [UILabel], in box: CGRect) {
      var y = box.minY
      for label in labels where label.superview != nil {
        let height = min(Self.height(of: label, width: box.width), max(0, box.maxY - y))
        label.frame = CGRect(x: box.minX, y: y, width: box.width, height: height)
        y += height
      }
    }
  }
#endif
