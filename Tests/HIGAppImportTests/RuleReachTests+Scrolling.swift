/// The reach matrix: scroll views and collections.
extension RuleReachTests {
    static let scrolling: [RuleReach] = [
        RuleReach("scroll-view.no-nested-same-axis", swiftUI: .swiftUI(#"""
            struct ProfileView: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            Text("Mina Park")
                            List {
                                Text("Posts")
                                Text("Likes")
                            }
                        }
                    }
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" showsHorizontalScrollIndicator="NO" id="Scr-003">
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="Tbl-vw-003"/>
                    </subviews>
                </scrollView>
                """#)),

        RuleReach("scroll-view.paging-with-page-control", swiftUI: .swiftUI(#"""
            struct FeaturedView: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHStack {
                            Image("featured-1")
                            Image("featured-2")
                        }
                    }
                    .scrollTargetBehavior(.paging)
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" pagingEnabled="YES" showsVerticalScrollIndicator="NO" id="Scr-004">
                    <subviews><imageView image="featured-1" id="Img-001"><rect key="frame" x="0" y="0" width="393" height="300"/></imageView></subviews>
                </scrollView>
                """#)),

        RuleReach("scroll-view.zoom-limits",
                  swiftUI: .cannot("SwiftUI's ScrollView does not zoom: it has no minimum or maximum zoom scale (UIScrollView's); pinching is a MagnifyGesture the app handles"),
                  interfaceBuilder: IB.view(#"""
                      <scrollView clipsSubviews="YES" contentMode="scaleToFill" minimumZoomScale="2" maximumZoomScale="2" id="Scr-005">
                          <subviews><imageView image="map" id="Img-002"><rect key="frame" x="0" y="0" width="393" height="600"/></imageView></subviews>
                      </scrollView>
                      """#)),

        RuleReach("collection.item-size",
                  swiftUI: .cannot("a SwiftUI grid (LazyVGrid, LazyHGrid, Grid) has no selectable items of its own, as a UICollectionView's cells are: what people tap in one is a Button or NavigationLink, read as such and judged by button.hit-target where it is written (a 32 × 32 pt Button in a LazyVGrid is reported there)"),
                  interfaceBuilder: .xib(#"""
                      <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Stk-cl-001" customClass="StickerCell">
                          <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                          <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Stk-cv-001">
                              <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                          </collectionViewCellContentView>
                      </collectionViewCell>
                      """#)),
    ]
}
