import Testing
@testable import HIGAppImport

/// macOS code is left out of what lint reads, and said so.
@Suite("macOS code")
struct MacOSCodeTests {
    private func xib(_ attributes: String) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" \(attributes)>\n<objects/>\n</document>\n".utf8)
    }

    @Test func theRuntimeIsReadFromTheDocumentElement() {
        #expect(InterfaceBuilderRuntime.isMacOS(xib("version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\"")))
        #expect(InterfaceBuilderRuntime.isMacOS(xib("targetRuntime = 'MacOSX.Cocoa'")))
        #expect(!InterfaceBuilderRuntime.isMacOS(xib("targetRuntime=\"iOS.CocoaTouch\"")))
        #expect(!InterfaceBuilderRuntime.isMacOS(xib("version=\"3.0\"")))
        // Only the document element's own attributes count.
        #expect(!InterfaceBuilderRuntime.isMacOS(Array("<document type=\"x\"><objects targetRuntime=\"MacOSX.Cocoa\"/></document>".utf8)))
        #expect(!InterfaceBuilderRuntime.isMacOS(Array("<document targetRuntime=\"MacOSX".utf8)))
        let read = InterfaceBuilderImporter.read(xib("targetRuntime=\"MacOSX.Cocoa\""), path: "Mac.xib", kind: .xib)
        #expect(read.isMacOS && read.screens.isEmpty && read.problems.isEmpty)
    }

    @Test func aSwiftFileIsMacOSByItsUnconditionalImports() {
        func file(_ text: String) -> ImportedFile {
            SwiftUIImporter.read([(path: "F.swift", data: Array(text.utf8))])[0]
        }
        let view = "\nstruct V: View { var body: some View { Text(\"a\") } }\n"
        #expect(file("import AppKit\nimport SwiftUI" + view).isMacOS)
        #expect(file("import Cocoa" + view).isMacOS)
        #expect(!file("import UIKit\nimport AppKit" + view).isMacOS)
        #expect(!file("import SwiftUI\n#if canImport(AppKit)\nimport AppKit\n#endif" + view).isMacOS)
        #expect(file("import SwiftUI" + view).screens.count == 1)
        #expect(file("import AppKit" + view).screens.isEmpty)
    }

    @Test func aSwiftFileThatImportsWatchKitIsForWatchOS() {
        func file(_ text: String) -> ImportedFile {
            SwiftUIImporter.read([(path: "F.swift", data: Array(text.utf8))])[0]
        }
        let view = "\nstruct Controls: View { var body: some View { Button(action: {}) { Image(systemName: \"forward\") } } }\n"
        let watch = file("import SwiftUI\nimport WatchKit" + view)
        #expect(watch.isWatchOS && !watch.isMacOS && watch.screens.isEmpty)
        #expect(!file("import UIKit\nimport WatchKit" + view).isWatchOS, "UIKit: built for iOS")
        #expect(file("import SwiftUI" + view).screens.count == 1)
    }

    @Test func macOSClausesAreLeftOutAndTheirElseIsRead() {
        let text = """
            import SwiftUI
            #if os(macOS)
            struct MacView: View { var body: some View { Text("mac") } }
            #endif
            struct V: View {
                var body: some View {
                    #if os(macOS)
                    Text("mac")
                    #elseif os(iOS)
                    Text("ios")
                    #endif
                }
            }
            """
        let read = SwiftUIImporter.read([(path: "F.swift", data: Array(text.utf8))])[0]
        #expect(read.screens.map(\.name) == ["V"])
        #expect(read.macOSBranches == 2)
    }
}
