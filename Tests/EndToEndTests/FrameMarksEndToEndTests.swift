import Testing

/// `make bench` knows each frame from a mark the app ends the frame's bytes with when
/// SPLITVIEW_BENCH_FRAME_MARKS is 1: in the same write, so that measuring costs the app
/// no second system call.
@Suite("Frame marks for the benchmark")
struct FrameMarksEndToEndTests {
    /// A mark: ESC _, F or R, the main thread's CPU nanoseconds once the frame before was
    /// written (0 for the first frame), in 16 hex digits, ESC \.
    private struct Mark {
        let kind: UInt8
        let nanoseconds: UInt64
        /// Where in the output it starts and ends.
        let range: Range<Int>
    }

    private func marks(in output: [UInt8]) -> [Mark] {
        var found: [Mark] = []
        var index = 0
        while let start = output[index...].firstRange(of: [0x1B, UInt8(ascii: "_")])?.lowerBound {
            let end = start + 21
            guard end <= output.count, output[end - 2] == 0x1B, output[end - 1] == UInt8(ascii: "\\"),
                  let nanoseconds = UInt64(String(decoding: output[(start + 3)..<(end - 2)], as: UTF8.self), radix: 16)
            else { break }
            found.append(Mark(kind: output[start + 2], nanoseconds: nanoseconds, range: start..<end))
            index = end
        }
        return found
    }

    @Test("each frame ends with its mark, a frame that changes nothing is its mark alone, and the CPU time grows")
    func marked() throws {
        let app = try PtyProcess([App.path], width: 100, height: 30, environment: ["SPLITVIEW_BENCH_FRAME_MARKS": "1"])
        defer { app.send("q") }
        #expect(app.waitForOutput { marks(in: $0).count == 1 })
        let first = try #require(marks(in: app.output).first)
        #expect(first.kind == UInt8(ascii: "R"), "the first frame is drawn whole")
        #expect(first.nanoseconds == 0, "no frame before it")
        #expect(String(decoding: app.output, as: UTF8.self).contains("1 / 118"))

        app.send("j")
        #expect(app.waitForOutput { marks(in: $0).count == 2 })
        let moved = marks(in: app.output)[1]
        #expect(moved.kind == UInt8(ascii: "F"))
        #expect(moved.range.lowerBound > first.range.upperBound, "the frame's changes come before its mark")
        #expect(moved.range.upperBound == app.output.count, "the mark ends the frame's bytes")
        #expect(String(decoding: app.output[first.range.upperBound...], as: UTF8.self).contains("Helium"))

        // Each key waits for its frame: keys that arrive together make one frame.
        for (key, frames) in [("k", 3), ("k", 4)] {
            app.send(key)
            #expect(app.waitForOutput { marks(in: $0).count == frames })
        }
        let all = marks(in: app.output)
        #expect(all[3].range.lowerBound == all[2].range.upperBound, "Up on the first row changes nothing: its mark alone")
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.nanoseconds < $1.nanoseconds },
                "each frame's write ends later in the thread's CPU time than the one before")
    }

    @Test("without the variable nothing is added to the frames")
    func unmarked() throws {
        let app = try PtyProcess([App.path], width: 100, height: 30)
        defer { app.send("q") }
        #expect(app.waitForOutput(containing: "1 / 118"))
        app.send("j")
        #expect(app.waitForOutput(containing: "Helium"))
        #expect(marks(in: app.output).isEmpty)
        #expect(app.output.firstRange(of: [0x1B, UInt8(ascii: "_")]) == nil)
    }
}
