/// A keypad: rows of keys, top to bottom.
///
/// Layouts are data. The built-in ones (``BuiltInLayout``) and those read from files have the same
/// shape, and everything the window does with a layout (painting, hit-testing, firing keys) is
/// derived from these values.
public struct Layout: Hashable, Sendable {
  /// A short name, such as `id` or `card`.
  public var name: String
  /// The rows of keys, top to bottom; no row is empty.
  public var rows: [[Key]]

  /// Creates a layout.
  /// - Parameters:
  ///   - name: A short name.
  ///   - rows: The rows of keys, top to bottom. Empty rows are dropped.
  public init(name: String, rows: [[Key]]) {
    self.name = name
    self.rows = rows.filter { !$0.isEmpty }
  }

  /// The key at `id`, or `nil` when the layout has no such key.
  public subscript(id: KeyID) -> Key? {
    guard rows.indices.contains(id.row), rows[id.row].indices.contains(id.column) else {
      return nil
    }
    return rows[id.row][id.column]
  }

  /// Every key with its position, top to bottom and left to right.
  public var keys: [(id: KeyID, key: Key)] {
    rows.enumerated().flatMap { row, keys in
      keys.enumerated().map { column, key in (KeyID(row: row, column: column), key) }
    }
  }

  /// The layout with a row for prompt mode added at the bottom: a cancel key, when
  /// `cancel` is given, and a confirm key twice as wide.
  ///
  /// ```swift
  /// let prompt = BuiltInLayout.id.layout().addingPromptRow(confirm: "OK", cancel: "Cancel")
  /// ```
  /// - Parameters:
  ///   - confirm: The confirm key's label, such as `OK` or `确定`.
  ///   - cancel: The cancel key's label, or `nil` for no cancel key.
  /// - Returns: The layout with one more row.
  public func addingPromptRow(confirm: String, cancel: String?) -> Layout {
    var row: [Key] = []
    if let cancel {
      row.append(Key(label: cancel, action: .cancel, style: .function))
    }
    row.append(Key(label: confirm, action: .submit, style: .function, width: 2))
    return Layout(name: name, rows: rows + [row])
  }

  /// The layout with a row for focused mode added at the bottom: hide, Tab (next field) and
  /// Enter, the keys a kiosk form needs besides the characters.
  /// - Parameter labels: The labels of the three keys.
  /// - Returns: The layout with one more row.
  public func addingFocusedRow(labels: KeyLabels) -> Layout {
    let row = [
      Key(label: labels.hide, action: .hide, style: .function),
      Key(label: labels.tab, action: .tab, style: .function),
      Key(label: labels.enter, action: .submit, style: .function),
    ]
    return Layout(name: name, rows: rows + [row])
  }

  /// The layout with every key's label replaced through `relabel`, keeping actions and shape.
  public func relabeled(_ relabel: (Key) -> String) -> Layout {
    Layout(
      name: name,
      rows: rows.map {
        $0.map { key in
          var key = key
          key.label = relabel(key)
          return key
        }
      })
  }
}
