/// A mistake on the command line: one line for stderr, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}
