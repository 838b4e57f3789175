/// Mono 16-bit audio samples at a sample rate.
///
///     let audio = PCMAudio(samples: samples, sampleRate: 22_050).resampled(to: 16_000)
public struct PCMAudio: Sendable, Equatable {
    /// The rate the recogniser's acoustic model was trained on.
    public static let recognitionRate = 16_000

    public var samples: [Int16]
    public var sampleRate: Int

    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// Seconds of sound.
    public var duration: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }

    /// The same sound at another rate, by linear interpolation (a low-pass first when lowering
    /// the rate, so that what cannot be held folds back as little as possible).
    public func resampled(to rate: Int) -> PCMAudio {
        guard rate != sampleRate, sampleRate > 0, !samples.isEmpty else { return PCMAudio(samples: samples, sampleRate: rate) }
        let source = rate < sampleRate ? smoothed(window: Int((Double(sampleRate) / Double(rate)).rounded(.up))) : samples.map(Double.init)
        let step = Double(sampleRate) / Double(rate)
        let count = Int(Double(samples.count) / step)
        var output: [Int16] = []
        output.reserveCapacity(count)
        for index in 0..<count {
            let position = Double(index) * step
            let left = Int(position)
            let right = min(left + 1, source.count - 1)
            let fraction = position - Double(left)
            let value = source[left] * (1 - fraction) + source[right] * fraction
            output.append(Int16(max(-32_768, min(32_767, value.rounded()))))
        }
        return PCMAudio(samples: output, sampleRate: rate)
    }

    /// A moving average over `window` samples.
    private func smoothed(window: Int) -> [Double] {
        guard window > 1 else { return samples.map(Double.init) }
        var output = [Double](repeating: 0, count: samples.count)
        var sum = 0.0
        for index in samples.indices {
            sum += Double(samples[index])
            if index >= window { sum -= Double(samples[index - window]) }
            output[index] = sum / Double(min(index + 1, window))
        }
        return output
    }

    /// This audio followed by `seconds` of silence and then `other`.
    public func appending(_ other: PCMAudio, gap seconds: Double) -> PCMAudio {
        let other = other.resampled(to: sampleRate)
        let silence = [Int16](repeating: 0, count: Int(seconds * Double(sampleRate)))
        return PCMAudio(samples: samples + silence + other.samples, sampleRate: sampleRate)
    }
}
