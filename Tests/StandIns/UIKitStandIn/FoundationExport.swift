// `import UIKit` brings Foundation with it: an app file that imports only UIKit can name
// `NSCoder`, `CGRect` and `IndexPath` (UIKit's headers import Foundation, and its Swift overlay
// re-exports it). The stand-in does the same, so code written against UIKit, like the README's
// blocks, compiles against it unchanged.
@_exported import Foundation
