extension MasonryLayout {
  /// The memory the layout holds, in bytes: the heights buffer and its max tree, each card's
  /// column and slot, and every column's card indices and tops (array capacities, so spare
  /// room counts too).
  ///
  /// - Complexity: O(c) in the number of columns.
  package var allocatedBytes: Int {
    var bytes = heights.allocatedBytes
    bytes += (cardColumns.capacity + cardSlots.capacity) * MemoryLayout<Int32>.stride
    bytes += columnCards.capacity * MemoryLayout<[Int32]>.stride
    bytes += columnTops.capacity * MemoryLayout<[Double]>.stride
    for column in columnCards.indices {
      bytes += columnCards[column].capacity * MemoryLayout<Int32>.stride
      bytes += columnTops[column].capacity * MemoryLayout<Double>.stride
    }
    return bytes
  }
}
