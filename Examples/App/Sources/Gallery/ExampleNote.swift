import SwiftUI

/// A caption above an example: what it shows and what to look for, at the carousel's leading
/// inset.
struct ExampleNote: View {
  /// The caption.
  var text: String

  /// Creates a caption.
  init(_ text: String) { self.text = text }

  var body: some View {
    Text(text)
      .font(.footnote)
      .foregroundStyle(.secondary)
      .padding(.horizontal, 16)
  }
}
