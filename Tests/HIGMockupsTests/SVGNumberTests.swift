import Testing
@testable import HIGMockups

/// Coordinates are written with one decimal place exactly as `String(Double)` writes the
/// rounded value, so drawings keep their bytes whichever way the digits are made.
@Test func svgNumbersMatchStringOfTheRoundedDouble() {
    func reference(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    var values: [Double] = [0, -0.0, 0.05, -0.05, 0.15, 0.25, -0.25, 0.3, 2.675, 1e14 + 0.5, 99_999_999_999_999.9, 1e15 + 0.5, 1e16, -1e16 + 2]
    for step in stride(from: -2000.0, through: 2000.0, by: 0.37) { values.append(step) }
    for step in stride(from: -3.0, through: 3.0, by: 0.001) { values.append(step) }
    for value in values {
        #expect(SVGBuilder.number(value) == reference(value), "\(value)")
    }
}
