/// An intent that reports how far its work has got (iOS 17): `perform` sets `progress`, which
/// a device shows while it runs. Hark keeps the progress of each run; nothing shows it.
///
///     progress.totalUnitCount = 10
///     progress.completedUnitCount += 1
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The progress of the run in flight.
    public var progress: Progress { IntentContext.current.requests.progress }
}
