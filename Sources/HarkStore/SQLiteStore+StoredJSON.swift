import Foundation

extension SQLiteStore {
    /// JSON kept in a column (`text`, or `empty` for NULL), decoded. Text this Hark cannot
    /// read was not written by it: the store is damaged, said as such, never as a decoder's dump.
    func decodeStored<Value: Decodable>(
        _ type: Value.Type, from text: String?, emptyAs empty: String, with decoder: JSONDecoder = JSONDecoder()
    ) throws(StoreError) -> Value {
        do {
            return try decoder.decode(type, from: Data((text ?? empty).utf8))
        } catch {
            throw .corrupt(path: path)
        }
    }
}
