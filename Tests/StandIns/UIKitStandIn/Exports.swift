// Availability: each declaration in this module that copies a UIKit (or Foundation) API
// records the versions Apple documents for it,
// `@available(iOS …, macCatalyst …, visionOS …, *)`, with the page it came from on the line
// above (`/// Apple: …`); deprecations are recorded per platform. Members carry their own
// attribute only where Apple documents a later version than their type (or a deprecation);
// extensions that only group members carry none, and stand-in helpers that are not Apple API
// carry none. Conventions and the symbols newer than the package minimum:
// Tests/StandIns/AVAILABILITY.md.

// UIKit re-exports Foundation (`import UIKit` brings `CGRect`, `NSCoder`, `IndexPath`), so the
// stand-in does too.
@_exported import Foundation
