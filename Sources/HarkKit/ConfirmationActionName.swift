/// The word on the button that confirms (App Intents' `ConfirmationActionName`). Hark asks
/// in words: the label is the yes it offers ("Book or cancel?"), and the person may answer
/// with it, an alternative, or yes.
///
///     try await requestConfirmation(actionName: .book, dialog: "Book a table for two at 7?")
public struct ConfirmationActionName: Sendable, Hashable {
    /// The word that confirms ("Book").
    public let acceptLabel: String
    /// Other words that confirm.
    public let acceptAlternatives: [String]
    /// The word that declines ("Cancel").
    public let denyLabel: String
    /// Other words that decline.
    public let denyAlternatives: [String]
    /// Whether confirming destroys something (a device shows the button in red).
    public let isDestructive: Bool

    init(
        acceptLabel: String, acceptAlternatives: [String] = [], denyLabel: String = "Cancel",
        denyAlternatives: [String] = [], isDestructive: Bool = false
    ) {
        self.acceptLabel = acceptLabel
        self.acceptAlternatives = acceptAlternatives
        self.denyLabel = denyLabel
        self.denyAlternatives = denyAlternatives
        self.isDestructive = isDestructive
    }

    /// An action of the app's own words (iOS 18).
    public static func custom(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource] = [],
        denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource] = [], destructive: Bool
    ) -> ConfirmationActionName {
        ConfirmationActionName(
            acceptLabel: acceptLabel, acceptAlternatives: acceptAlternatives, denyLabel: denyLabel,
            denyAlternatives: denyAlternatives, isDestructive: destructive)
    }

    /// Add.
    public static let add = ConfirmationActionName(acceptLabel: "Add")
    /// Book.
    public static let book = ConfirmationActionName(acceptLabel: "Book")
    /// Buy.
    public static let buy = ConfirmationActionName(acceptLabel: "Buy")
    /// Call.
    public static let call = ConfirmationActionName(acceptLabel: "Call")
    /// Check in.
    public static let checkIn = ConfirmationActionName(acceptLabel: "Check in")
    /// Continue.
    public static let `continue` = ConfirmationActionName(acceptLabel: "Continue")
    /// Create.
    public static let create = ConfirmationActionName(acceptLabel: "Create")
    /// Do.
    public static let `do` = ConfirmationActionName(acceptLabel: "Do")
    /// Download.
    public static let download = ConfirmationActionName(acceptLabel: "Download")
    /// Filter.
    public static let filter = ConfirmationActionName(acceptLabel: "Filter")
    /// Get.
    public static let get = ConfirmationActionName(acceptLabel: "Get")
    /// Go.
    public static let go = ConfirmationActionName(acceptLabel: "Go")
    /// Log.
    public static let log = ConfirmationActionName(acceptLabel: "Log")
    /// Open.
    public static let open = ConfirmationActionName(acceptLabel: "Open")
    /// Order.
    public static let order = ConfirmationActionName(acceptLabel: "Order")
    /// Pay.
    public static let pay = ConfirmationActionName(acceptLabel: "Pay")
    /// Play.
    public static let play = ConfirmationActionName(acceptLabel: "Play")
    /// Post.
    public static let post = ConfirmationActionName(acceptLabel: "Post")
    /// Request.
    public static let request = ConfirmationActionName(acceptLabel: "Request")
    /// Run.
    public static let run = ConfirmationActionName(acceptLabel: "Run")
    /// Save.
    public static let save = ConfirmationActionName(acceptLabel: "Save")
    /// Search.
    public static let search = ConfirmationActionName(acceptLabel: "Search")
    /// Send.
    public static let send = ConfirmationActionName(acceptLabel: "Send")
    /// Set.
    public static let set = ConfirmationActionName(acceptLabel: "Set")
    /// Share.
    public static let share = ConfirmationActionName(acceptLabel: "Share")
    /// Start.
    public static let start = ConfirmationActionName(acceptLabel: "Start")
    /// Toggle.
    public static let toggle = ConfirmationActionName(acceptLabel: "Toggle")
    /// Turn off.
    public static let turnOff = ConfirmationActionName(acceptLabel: "Turn off")
    /// Turn on.
    public static let turnOn = ConfirmationActionName(acceptLabel: "Turn on")
    /// View.
    public static let view = ConfirmationActionName(acceptLabel: "View")
}
