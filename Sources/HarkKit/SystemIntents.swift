/// An intent that starts or changes a Live Activity (iOS 17). Hark has no Lock Screen: the
/// intent runs as any other, and its trace says a device would have run it in the app's process.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays audio (iOS 17). Hark plays nothing: the intent runs as any other, and
/// its trace says a device would have started playback in the app's process.
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent whose run a device hands to the app's scene (`onAppIntentExecution`, iOS 18).
/// Hark has no scene: an `OpenIntent` that is one says what it opens.
public protocol TargetContentProvidingIntent: AppIntent {}
