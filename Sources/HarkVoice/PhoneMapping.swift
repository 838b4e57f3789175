/// espeak-ng's American English phonemes as the CMU phone set of pocketsphinx's dictionary,
/// for words the dictionary lacks (app names such as Hydrator).
///
///     PhoneMapping.cmuPhones(["h", "aI", "d", "r", "'eI", "t#", "3"])   // "HH AY D R EY T ER"
enum PhoneMapping {
    static func cmuPhones(_ espeakPhonemes: [String]) -> String {
        espeakPhonemes.flatMap { name -> [String] in
            let bare = String(name.drop { "'',%=".contains($0) })
            if let phones = table[bare] { return phones }
            // An unknown variant ("I2", "t#"): the longest known prefix.
            for length in stride(from: bare.count - 1, through: 1, by: -1) {
                if let phones = table[String(bare.prefix(length))] { return phones }
            }
            return []
        }.joined(separator: " ")
    }

    private static let table: [String: [String]] = [
        // vowels
        "a": ["AE"], "aa": ["AE"], "a#": ["AH"], "a2": ["AH"], "A": ["AA"], "A:": ["AA"], "A@": ["AA", "R"],
        "@": ["AH"], "@2": ["AH"], "@5": ["AH"], "@L": ["AH", "L"], "@@": ["ER"], "3": ["ER"], "3:": ["ER"],
        "aI": ["AY"], "aI@": ["AY", "ER"], "aI3": ["AY", "ER"], "aU": ["AW"], "aU@": ["AW", "ER"],
        "e": ["EH"], "E": ["EH"], "e@": ["EH", "R"], "eI": ["EY"], "i": ["IY"], "i:": ["IY"], "I": ["IH"],
        "i@": ["IY", "ER"], "i@3": ["IY", "R"], "0": ["AA"], "O": ["AO"], "O:": ["AO"], "O@": ["AO", "R"],
        "o@": ["AO", "R"], "OI": ["OY"], "oU": ["OW"], "o": ["OW"], "U": ["UH"], "u": ["UW"], "u:": ["UW"],
        "U@": ["UH", "R"], "V": ["AH"],
        // consonants
        "b": ["B"], "d": ["D"], "D": ["DH"], "f": ["F"], "g": ["G"], "h": ["HH"], "j": ["Y"], "k": ["K"],
        "l": ["L"], "m": ["M"], "n": ["N"], "N": ["NG"], "p": ["P"], "r": ["R"], "r-": ["R"], "s": ["S"],
        "S": ["SH"], "t": ["T"], "T": ["TH"], "tS": ["CH"], "dZ": ["JH"], "v": ["V"], "w": ["W"], "z": ["Z"],
        "Z": ["ZH"], "x": ["K"], "*": ["D"], "?": [],
    ]
}
