/// `hark match --registry FILE --jsonl`: the matcher line protocol.
enum MatchCommand {
    static func run(options: Options) -> Int32 {
        guard let registry = options.registryPath, options.jsonLines else {
            Output.error("hark match needs --registry FILE and --jsonl; see hark help match.")
            return ExitStatus.usage
        }
        return runMatchProtocol(registryPath: registry)
    }
}
