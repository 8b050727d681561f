import CCmarkGFM

/// Renders a read tree once, with marks where the HTML depends on the rest of the site: every
/// link's destination, each heading's tags (its id, permalink and what follows it) and each
/// code block (kept aside as cmark renders it). ``RenderedBody`` finds the marks; filling them
/// is what a build does per page.
enum BodyMarking {
    static func render(_ tree: borrowing CmarkTree, reader: OutlineReader) -> RenderedBody {
        // Marks are written as bytes: string interpolation cost more than the rest of this.
        var text: [UInt8] = []
        for (index, node) in reader.linkNodes.enumerated() {
            RenderedBody.Mark.link.append(index, to: &text)
            CString.withNULTerminated(&text) { _ = cmark_node_set_url(node, $0) }
            text.removeAll(keepingCapacity: true)
        }
        var codeBlocks: [[UInt8]] = []
        // A custom block's text is emitted as it is: only a mark goes there.
        for (index, node) in reader.codeBlockNodes.enumerated() {
            codeBlocks.append(tree.html(of: node))
            let replacement = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            RenderedBody.Mark.codeBlock.append(index, to: &text)
            CString.withNULTerminated(&text) { _ = cmark_node_set_on_enter(replacement, $0) }
            text.removeAll(keepingCapacity: true)
            cmark_node_insert_before(node, replacement)
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        var detachedHeadings: [OpaquePointer] = []
        defer { for node in detachedHeadings { cmark_node_free(node) } }
        for (index, node) in reader.headingNodes.enumerated() {
            markHeading(node, index: index, buffer: &text)
            detachedHeadings.append(node)
        }
        return RenderedBody(bytes: HTML.lazyImages(tree.html(of: tree.root)), codeBlocks: codeBlocks, linkCount: reader.linkNodes.count,
                            headingCount: reader.headingNodes.count)
    }

    /// Puts a custom block in the heading's place whose one custom inline takes over the
    /// heading's children between two marks: one for the opening tag, one for the permalink,
    /// the closing tag and the caller's HTML after the heading. The heading node is unlinked,
    /// not freed: its children's text still points into its buffers until the render.
    private static func markHeading(_ node: OpaquePointer, index: Int, buffer text: inout [UInt8]) {
        let tags = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
        RenderedBody.Mark.heading.append(index, to: &text)
        CString.withNULTerminated(&text) { _ = cmark_node_set_on_enter(tags, $0) }
        text.removeAll(keepingCapacity: true)
        RenderedBody.Mark.headingEnd.append(index, to: &text)
        CString.withNULTerminated(&text) { _ = cmark_node_set_on_exit(tags, $0) }
        text.removeAll(keepingCapacity: true)
        while let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_append_child(tags, child)
        }
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        cmark_node_append_child(block, tags)
        cmark_node_insert_before(node, block)
        cmark_node_unlink(node)
    }
}
