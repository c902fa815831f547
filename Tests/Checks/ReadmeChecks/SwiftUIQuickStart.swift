// Runs the README's SwiftUI quick start (Block.swift, the README's block as written) the way an
// app shows it: Recommendations with 20 titles, rendered, then "See All" tapped and rendered
// again. Fails (exit 1) naming what the README promises and the screen does not show. Linux
// only: it renders through the SwiftUI stand-in's host (Tests/StandIns/SwiftUIStandIn), whose
// NavigationStack shows the view a navigationDestination pushes, as SwiftUI's does.
import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import SwiftUI
@_spi(Host) import SwiftUIStandIn

@MainActor
func check(_ condition: Bool, _ promise: String) {
  if condition {
    print("ok: \(promise)")
  } else {
    print("README.md, SwiftUI quick start: not shown: \(promise)")
    exit(1)
  }
}

@MainActor
func run() {
  let titles = (1...20).map { "Product \($0)" }
  let screen = Recommendations(titles: titles)
  var environment = EnvironmentValues()
  environment.horizontalSizeClass = .compact
  let host = ViewHost(environment: environment)
  host.render(screen)
  // SwiftUI reports the carousel's width once it is laid out (393 points, an iPhone in
  // portrait); the carousel builds its track from it and renders again.
  guard let width = host.first("onGeometryChange")?.payload as? GeometryChange<CGFloat> else {
    check(false, "a carousel that reads its width")
    return
  }
  width.action(width.transform(GeometryProxy(size: CGSize(width: 393, height: 852))))
  host.render(screen)
  check(host.texts.contains("Recommended"), "the header's title")
  check(host.texts.contains("See All (20)"), "See All (20) in the header")
  check(host.first("NavigationStack")?.payload as? Int == 0, "nothing pushed at first")
  let buttons = host.all("Button").compactMap { $0.payload as? @MainActor () -> Void }
  guard let seeAll = buttons.first else {
    check(false, "a See All button")
    return
  }
  seeAll()
  host.render(screen)
  check(host.first("NavigationStack")?.payload as? Int == 1, "See All pushes a screen")
  check(host.texts == titles, "the See All screen shows the 20 cards, in order")
  check(!host.texts.contains("Recommended"), "the See All screen covers the carousel")
}

MainActor.assumeIsolated { run() }
