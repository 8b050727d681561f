import Foundation
import Testing

/// `higsite serve` as a browser, or an attacker, meets it: the built executable on a free port
/// in a temporary project, spoken to over a raw socket.
@Suite("higsite serve")
struct ServeTests {
    /// A project whose folder holds, beside the site, a file no request may read.
    private func project() throws -> Project {
        let project = try Project()
        try project.write("secret.txt", "TOP-SECRET\n")
        return project
    }

    private func expectRefused(_ response: RawResponse, _ target: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect((400..<500).contains(response.status), "\(target) answered \(response.status)", sourceLocation: sourceLocation)
        #expect(!response.text.contains("TOP-SECRET"), "\(target) served the file outside the site", sourceLocation: sourceLocation)
        #expect(!response.text.contains("root:x:0:0"), "\(target) served /etc/passwd", sourceLocation: sourceLocation)
    }

    @Test func pathsNeverLeaveTheBuiltFolder() throws {
        let project = try project()
        let serve = try ServeProcess(in: project)
        let up = String(repeating: "..%252f", count: 8)
        for target in [
            "/ko/\(up)etc%252fpasswd",              // decoded twice, this was /etc/passwd
            "/ko/..%252f..%252fsecret.txt",
            "/ko/..%2f..%2fsecret.txt",
            "/ko/../../secret.txt",
            "/%2e%2e/secret.txt",
            "/ko/%2E%2E/%2E%2E/secret.txt",
            "/ko/..%5c..%5csecret.txt",
            "/ko/%00/../../secret.txt",
        ] {
            expectRefused(try serve.request(target), target)
        }
        #expect(try serve.request("/ko/").status == 200, "the site itself is still served")
    }

    @Test func aLinkInTheBuiltFolderThatLeadsOutIsRefused() throws {
        let project = try project()
        let serve = try ServeProcess(in: project)
        let site = project.url.appendingPathComponent("_site")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("ko/leak.txt").path, withDestinationPath: project.url.appendingPathComponent("secret.txt").path)
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("ko/project").path, withDestinationPath: "../..")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("ko/etc").path, withDestinationPath: "/etc")
        for target in ["/ko/leak.txt", "/ko/project/secret.txt", "/ko/etc/passwd", "/ko/project/"] {
            let response = try serve.request(target)
            expectRefused(response, target)
            #expect(response.status == 403, "\(target)")
        }
        // No link below the folder is followed, even one that stays inside it: a build never
        // writes one, and following links is what let a folder swapped for one lead out.
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("ko/alias").path, withDestinationPath: "bars")
        #expect(try serve.request("/ko/alias/").status == 403)
        #expect(try serve.request("/ko/bars/").status == 200)
    }

    @Test func onlyLoopbackHostsAreAnswered() throws {
        let serve = try ServeProcess(in: try project())
        for host in ["attacker.example", "attacker.example:\(serve.port)", "localhost:\(serve.port &+ 1)", "127.0.0.2:\(serve.port)"] {
            let response = try serve.request("/ko/", host: host)
            #expect(response.status == 403, "Host: \(host)")
            #expect(!response.text.contains("<html"), "Host: \(host)")
        }
        #expect(try serve.request("/ko/", host: .some(nil)).status == 403, "no Host field")
        #expect(try serve.request("/ko/", fields: ["Host: evil.example"]).status == 400, "two Host fields")
        for host in ["localhost:\(serve.port)", "127.0.0.1:\(serve.port)", "[::1]:\(serve.port)", "localhost", "127.0.0.1"] {
            #expect(try serve.request("/ko/", host: host).status == 200, "Host: \(host)")
        }
    }

    @Test func anOversizedRequestIsRefusedAndTheServerGoesOn() throws {
        let serve = try ServeProcess(in: try project())
        let longField = "X-Long: " + String(repeating: "a", count: 1024 * 1024)
        let tooLarge = try serve.request("/ko/", fields: [longField])
        #expect(tooLarge.status == 431)
        #expect(tooLarge.text == "431 Request Header Fields Too Large: the request's header fields are larger than 32768 bytes\n")
        let manyFields = try serve.request("/ko/", fields: (0..<2000).map { "X-Field-\($0): value" })
        #expect(manyFields.status == 431)
        let longTarget = try serve.request("/ko/" + String(repeating: "a", count: 9 * 1024))
        #expect(longTarget.status == 414)
        #expect(try serve.request("/ko/").status == 200)
    }

    @Test func headAnswersLikeGetWithoutABody() throws {
        let serve = try ServeProcess(in: try project())
        let get = try serve.request("GET", "/ko/")
        let head = try serve.request("HEAD", "/ko/")
        #expect(get.status == 200)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.fields["content-length"] == String(get.body.count))
        #expect(head.fields["content-type"] == "text/html; charset=utf-8")
        #expect(try serve.request("HEAD", "/ko/missing/").status == 404)
    }

    @Test func aFolderWithoutItsSlashIsRedirected() throws {
        let serve = try ServeProcess(in: try project())
        let plain = try serve.request("/ko/bars")
        #expect(plain.status == 301)
        #expect(plain.fields["location"] == "/ko/bars/")
        let query = try serve.request("/ko/bars?q=%ED%83%AD&x=1")
        #expect(query.status == 301)
        #expect(query.fields["location"] == "/ko/bars/?q=%ED%83%AD&x=1")
        let doubled = try serve.request("//ko")
        #expect(doubled.status == 301)
        #expect(doubled.fields["location"] == "/ko/", "'//ko/' would lead the browser to the host 'ko'")
        #expect(try serve.request("/ko/bars/").status == 200)
        #expect(try serve.request("/ko/bars/index.html").status == 200)
    }

    @Test func otherMethodsAreNotAllowed() throws {
        let serve = try ServeProcess(in: try project())
        for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
            let response = try serve.request(method, "/ko/", fields: ["Content-Length: 3"], body: "a=1")
            #expect(response.status == 405, "\(method)")
            #expect(response.fields["allow"] == "GET, HEAD", "\(method)")
        }
    }

    @Test func malformedRequestsAreBadRequests() throws {
        let serve = try ServeProcess(in: try project())
        let raw = Array("GET /ko/\u{E9} HTTP/1.1\r\nHost: 127.0.0.1:\(serve.port)\r\n\r\n".utf8)
        #expect(try RawHTTP.exchange(raw, port: serve.port).status == 400, "a target that is not visible ASCII")
        #expect(try serve.request("/ko/%00").status == 400)
        #expect(try serve.request("/ko/%zz").status == 400)
        #expect(try serve.request("/ko/", fields: ["Bad Field: x"]).status == 400)
        let missing = try serve.request("/ko/missing/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("<html"), "the site's own 404 page")
    }

    @Test func everyAnswerSaysItsTypeAndLengthAndIsNotStored() throws {
        let serve = try ServeProcess(in: try project())
        let answers = [
            try serve.request("/ko/"), try serve.request("/assets/style.css"), try serve.request("/ko/bars"),
            try serve.request("/ko/", host: "attacker.example"), try serve.request("/ko/missing/"), try serve.request("POST", "/ko/"),
            try serve.request("/ko/", fields: ["X-Long: " + String(repeating: "a", count: 64 * 1024)]), try serve.request("/_higsite/status"),
        ]
        #expect(answers.map(\.status) == [200, 200, 301, 403, 404, 405, 431, 200])
        for answer in answers {
            #expect(answer.fields["content-type"]?.isEmpty == false, "\(answer.status)")
            #expect(answer.fields["content-length"] == String(answer.body.count), "\(answer.status)")
            #expect(answer.fields["cache-control"] == "no-store", "\(answer.status)")
            #expect(answer.fields["x-content-type-options"] == "nosniff", "\(answer.status)")
        }
        #expect(answers[1].fields["content-type"] == "text/css; charset=utf-8")
    }

    /// An image of the content keeps its name, a Korean one with a space and an upper-case
    /// extension included: it is found by its percent-encoded address and answered with its type.
    @Test func anImageOfTheContentIsServedWithItsType() throws {
        let project = try project()
        try project.write("content/ko/bars/탭 바.JPG", "\u{FF}\u{D8}\u{FF} not really a JPEG")
        let serve = try ServeProcess(in: project)
        let image = try serve.request("/ko/bars/%ED%83%AD%20%EB%B0%94.JPG")
        #expect(image.status == 200)
        #expect(image.fields["content-type"] == "image/jpeg")
        #expect(image.text == "\u{FF}\u{D8}\u{FF} not really a JPEG")
    }

    @Test func pagesCarryTheLiveReloadScriptAndTheStatus() throws {
        let serve = try ServeProcess(in: try project())
        let page = try serve.request("/ko/")
        #expect(page.text.contains("fetch(\"/_higsite/status\", { cache: \"no-store\" })"))
        #expect(page.text.contains("})();\n</script></body>"), "the script goes right before </body>")
        let status = try serve.request("/_higsite/status")
        #expect(status.text == #"{"version":1,"error":null}"#)
        #expect(status.fields["content-type"] == "application/json")
    }

    /// A SIGTERM that came while serve was still setting up its signal handling used to be
    /// dropped, and serve ran on (seen under load, when a test stops serve right after it starts).
    @Test func aSignalRightAfterStartingStopsIt() throws {
        let project = try project()
        for attempt in 1...10 {
            let serve = try ServeProcess(in: project)
            #expect(serve.stop(), "attempt \(attempt): serve did not stop on SIGTERM")
            #expect(serve.process.terminationStatus == 0, "attempt \(attempt)")
            #expect(serve.stdout.wait(until: Date() + 10).hasSuffix("stopped\n"), "attempt \(attempt)")
        }
    }

    @Test func aPortInUseIsReportedAtOnce() throws {
        let holder = try PortHolder()
        let run = try BoundedRun(["serve", "--port", String(holder.port)], in: try project())
        #expect(run.finished)
        #expect(run.status == 2)
        #expect(run.stderr == "higsite: port \(holder.port) is in use; pass --port N\n")
        #expect(run.stdout == "")
    }

    @Test func aFolderHigsiteDidNotBuildIsNeverServed() throws {
        let project = try project()
        try project.write("public/notes.txt", "mine\n")
        let run = try BoundedRun(["serve", "--port", "0", "--output", "public"], in: project)
        #expect(run.finished)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("public: error: folder exists, is not empty and was not made by higsite"))
        #expect(!run.stdout.contains("serving"))
        #expect(try String(contentsOf: project.url.appendingPathComponent("public/notes.txt"), encoding: .utf8) == "mine\n")

        let overlap = try BoundedRun(["serve", "--port", "0", "--output", "content/ko"], in: project)
        #expect(overlap.finished)
        #expect(overlap.status == 2)
        #expect(overlap.stderr == "content/ko: error: the output folder overlaps 'content'; choose an --output outside the content and templates\n")
    }

    @Test func withoutABuiltSiteEveryPageShowsTheContentError() throws {
        let project = try project()
        try project.write("content/ko/bars/sample.md", "---\ntitle: [broken\n---\n")
        let serve = try ServeProcess(in: project)
        #expect(serve.stderr.wait(until: Date() + 60) { $0.contains("serving the last good build") }.contains("[front-matter]"))
        for target in ["/ko/", "/ko/bars/sample/", "/404.html", "/.higsite"] {
            let page = try serve.request(target)
            #expect(page.status == 503, "\(target)")
            #expect(page.text.contains("<pre>content/ko/bars/sample.md:3:1: error: front matter is not valid YAML: "), "\(target)")
        }
        #expect(try serve.request("/_higsite/status").text.hasPrefix(#"{"version":0,"error":"content/ko/bars/sample.md:3:1: error: front matter"#))
    }

    /// Edits as editors make them — written in place, saved beside and renamed over, a new
    /// folder with a page in it — are each seen and rebuilt, and the pages show them.
    @Test func editsOfEveryKindAreSeenAndRebuilt() throws {
        let project = try project()
        let serve = try ServeProcess(in: project)
        func expectShown(_ text: String, at target: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            // The deadline only keeps a broken watcher from hanging the tests.
            let deadline = Date() + 60
            var shown = false
            while !shown && Date() < deadline {
                shown = try serve.request(target).text.contains(text)
                if !shown { Thread.sleep(forTimeInterval: 0.1) }
            }
            #expect(shown, "\(target) never showed \(text): \(serve.stdout.text) \(serve.stderr.text)", sourceLocation: sourceLocation)
        }
        try project.write("content/en/bars/sample.md", "---\ntitle: Tab Bars\n---\n\nWritten in place.\n\n## Tab count {#tab-count}\n")
        try expectShown("Written in place.", at: "/en/bars/sample/")
        try Data("---\ntitle: 탭 바\n---\n\n옆에 쓰고 바꿔 놓음.\n\n## 탭 수 {#tab-count}\n".utf8)
            .write(to: project.url.appendingPathComponent("content/ko/bars/sample.md"), options: .atomic)
        try expectShown("옆에 쓰고 바꿔 놓음.", at: "/ko/bars/sample/")
        try project.write("content/en/views/_index.md", "---\ntitle: Views\n---\n\nA new section.\n")
        try expectShown("A new section.", at: "/en/views/")
        try project.write("content/en/views/lists.md", "---\ntitle: Lists\n---\n\nA page in the new folder.\n")
        try expectShown("A page in the new folder.", at: "/en/views/lists/")
        #expect(serve.stdout.text.contains("\nrebuilt 1 changed page in "), "an edit of one page's text renders that page alone")
    }
}
