// UIKit re-exports Foundation (`import UIKit` brings `CGRect`, `NSCoder`, `IndexPath`), so the
// stand-in does too.
@_exported import Foundation
