import Testing
@testable import HIGSite

/// The structural JSON writer behind `--format json`: members in the order given, one element a
/// line down to the levels asked for, the rest on one line.
@Suite("Byte layer: JSON values")
struct JSONValueTests {
    private let value = JSON.Value.object([
        ("list", .array([.object([("b", .int(1)), ("a", .null), ("notes", .array([]))]), .string("x\"\n")])),
        ("empty", .array([])),
        ("model", .encoded("{\"k\":1}")),
    ])

    @Test func expandsTheLevelsAskedForAndKeepsTheRestOnOneLine() {
        #expect(value.written(expandingLevels: 0) == #"{"list": [{"b": 1, "a": null, "notes": []}, "x\"\n"], "empty": [], "model": {"k":1}}"# + "\n")
        #expect(value.written(expandingLevels: 2) == """
            {
              "list": [
                {"b": 1, "a": null, "notes": []},
                "x\\"\\n"
              ],
              "empty": [],
              "model": {"k":1}
            }

            """)
        #expect(value.compact == #"{"list":[{"b":1,"a":null,"notes":[]},"x\"\n"],"empty":[],"model":{"k":1}}"#)
        #expect(JSON.Value.array([]).written(expandingLevels: 1) == "[]\n")
        #expect(JSON.Value.orNull(nil).written(expandingLevels: 1) == "null\n")
    }
}
