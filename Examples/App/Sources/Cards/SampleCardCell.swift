import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// A sample card in UIKit, drawn with the Fiori card style (`CarouselCardCell` draws it by
/// default): title and subtitle in the header region, the key figure and text in the body,
/// the actions in the footer, measured region by region so the cell sizes itself.
///
/// Frames, not Auto Layout, so that the same file builds against the package's UIKit stand-in
/// (`Scripts/example-app`): the labels are placed in `layoutSubviews` and measured in
/// `measureCard(fittingWidth:)` at the card style's padding.
final class SampleCardCell: CarouselCardCell {
  private let titleLabel = SampleCardCell.label(.headline, color: .label)
  private let subtitleLabel = SampleCardCell.label(.subheadline, color: .secondaryLabel)
  private let kpiLabel = SampleCardCell.label(.title3, color: .label)
  private let textLabel = SampleCardCell.label(.body, color: .label)
  private let actionsLabel = SampleCardCell.label(.subheadline, color: .tintColor)

  override init(frame: CGRect) {
    super.init(frame: frame)
    headerView.addSubview(titleLabel)
    headerView.addSubview(subtitleLabel)
    bodyView.addSubview(kpiLabel)
    bodyView.addSubview(textLabel)
    footerView.addSubview(actionsLabel)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows `card`.
  func show(_ card: SampleCard) {
    let content = card.content
    titleLabel.text = content.title
    subtitleLabel.text = content.subtitle
    kpiLabel.text = content.kpi
    textLabel.text = content.body
    // The actions as their titles, tinted, leading first ("Add to Cart   Compare").
    actionsLabel.text = content.actions.joined(separator: "   ")
    accessibilityHint = content.actions.isEmpty ? nil : content.actions.joined(separator: ", ")
    setNeedsLayout()
  }

  override func measureCard(fittingWidth width: CGFloat) -> CardMeasurement {
    let style = cardStyle ?? .fiori
    return CardMeasurement(
      header: Self.height(
        of: [titleLabel, subtitleLabel], width: width, padding: style.headerPadding),
      body: Self.height(of: [kpiLabel, textLabel], width: width, padding: style.bodyPadding),
      footer: Self.height(of: [actionsLabel], width: width, padding: style.footerPadding)
        + style.bottomPadding)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let style = cardStyle ?? .fiori
    Self.stack([titleLabel, subtitleLabel], in: headerView.bounds, padding: style.headerPadding)
    Self.stack([kpiLabel, textLabel], in: bodyView.bounds, padding: style.bodyPadding)
    Self.stack([actionsLabel], in: footerView.bounds, padding: style.footerPadding)
  }

  // MARK: - Text layout

  private static func label(_ style: UIFont.TextStyle, color: UIColor) -> UILabel {
    let label = UILabel(frame: .zero)
    label.font = .preferredFont(forTextStyle: style)
    label.textColor = color
    label.numberOfLines = 0
    label.adjustsFontForContentSizeCategory = true
    return label
  }

  /// The height of `labels` stacked at `width` inside `padding` (labels without text take no
  /// room).
  private static func height(of labels: [UILabel], width: CGFloat, padding: Insets) -> CGFloat {
    let inner = max(0, width - padding.leading - padding.trailing)
    let shown = labels.filter { !($0.text ?? "").isEmpty }
    guard !shown.isEmpty else { return 0 }
    let text = shown.reduce(CGFloat(0)) { total, label in
      total + label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
    }
    return padding.top + text + padding.bottom
  }

  /// Places `labels` top to bottom in `bounds`, inside `padding`.
  private static func stack(_ labels: [UILabel], in bounds: CGRect, padding: Insets) {
    let width = max(0, bounds.width - padding.leading - padding.trailing)
    var y = padding.top
    for label in labels {
      let isShown = !(label.text ?? "").isEmpty
      let height =
        isShown
        ? label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
      label.frame = CGRect(x: padding.leading, y: y, width: width, height: height)
      y += height
    }
  }
}
