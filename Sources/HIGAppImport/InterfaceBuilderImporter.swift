/// Reads Interface Builder files (`.storyboard`, `.xib`) into screens the rules check, each
/// element with the line and column of the XML element it comes from.
///
/// Use it for apps whose screens are laid out in Interface Builder: a storyboard gives a screen
/// per scene (with the tab bar, navigation bar and toolbar its containers give it), a XIB a
/// screen per top-level view. What the file leaves to code (a table's dynamic rows, a tab bar
/// controller's tabs set at run time) is left out of the model and listed as an `Unknown`.
package enum InterfaceBuilderImporter {
    /// Reads one .storyboard or .xib file (kind says which).
    ///
    /// A file that is not well-formed XML, not UTF-8, or declares a DOCTYPE gives one
    /// `ImportProblem` and no screens; nothing is ever thrown. A file for the Mac
    /// (`targetRuntime="MacOSX.Cocoa"`) is not read: it comes back marked `isMacOS`. A launch
    /// screen (`launchScreen="YES"`) gives no screens.
    /// What `setInCode` says the app's Swift code sets on a view through its outlet (a title, an
    /// accessibility label, an image, a font) is unknown, not what the file writes.
    package static func read(_ data: [UInt8], path: String, kind: ImportedFile.Kind,
                            setInCode: OutletsSetInCode = OutletsSetInCode()) -> ImportedFile {
        if InterfaceBuilderRuntime.isMacOS(data) { return ImportedFile(path: path, kind: kind, isMacOS: true) }
        switch InterfaceBuilderXMLReader.read(data) {
        case .problem(let problem):
            return ImportedFile(path: path, kind: kind, problems: [problem])
        case .document(let root, _):
            guard root.name == "document" else {
                return ImportedFile(path: path, kind: kind, problems: [InterfaceBuilderMessage.notInterfaceBuilder(at: root.position, root: root.name)])
            }
            // A launch screen is a still picture iOS shows while the app starts: nothing in it
            // is read, tapped or resized by people, so no guideline about controls applies.
            if root["launchScreen"] == "YES" { return ImportedFile(path: path, kind: kind) }
            let document = InterfaceBuilderDocument(root: root, setInCode: setInCode)
            // The file's own structure decides, whatever its name says: a XIB has top-level
            // objects, a storyboard scenes.
            let screens = root.child("scenes") != nil || kind == .storyboard && root.child("objects") == nil
                ? InterfaceBuilderStoryboard(document: document).screens
                : InterfaceBuilderXIB(document: document).screens
            return ImportedFile(path: path, kind: kind, screens: screens)
        }
    }
}
