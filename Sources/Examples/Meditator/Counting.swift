/// A number with its noun, singular for one: “1 minute”, “10 minutes”, “1 session”.
enum Counting {
    static func of(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
