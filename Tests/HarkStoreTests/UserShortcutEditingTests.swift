import HarkEngine
import HarkStore
import Testing

@Test func aUserShortcutIsRenamedAndRemovedByItsPhraseInAnyCase() throws {
    let store = try SQLiteStore.inMemory()
    defer { store.close() }
    try store.addUserShortcut(UserShortcut(phrase: "Tea time", intentID: "Hydrator.TrackIntake", fixedValues: ["hydrationType": .choice(id: "tea")]))
    #expect(try store.renameUserShortcut("TEA TIME", to: "Teatime"))
    #expect(try store.userShortcuts().map(\.phrase) == ["Teatime"])
    #expect(try store.userShortcuts().first?.fixedValues == ["hydrationType": .choice(id: "tea")])
    #expect(try store.renameUserShortcut("Tea time", to: "Other") == false)
    #expect(try store.removeUserShortcut("teatime"))
    #expect(try store.removeUserShortcut("teatime") == false)
    #expect(try store.userShortcuts().isEmpty)
}

@Test func renamingOntoAnotherShortcutsPhraseIsRefusedByTheStore() throws {
    let store = try SQLiteStore.inMemory()
    defer { store.close() }
    try store.addUserShortcut(UserShortcut(phrase: "A", intentID: "Hydrator.TrackIntake"))
    try store.addUserShortcut(UserShortcut(phrase: "B", intentID: "Hydrator.TrackIntake"))
    // The unique index on the folded phrase refuses it: a constraint error, not any failure.
    let error = #expect(throws: SQLiteError.self) { try store.renameUserShortcut("A", to: "b") }
    #expect(error?.primaryCode == 19, "SQLITE_CONSTRAINT")
    #expect(try store.userShortcuts().map(\.phrase) == ["A", "B"])
}
