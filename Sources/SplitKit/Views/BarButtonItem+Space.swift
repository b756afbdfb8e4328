extension BarButtonItem {
    /// A space in a toolbar that takes an equal share of the room its items leave (UIKit's
    /// UIBarButtonItem.flexibleSpace()): one before an item puts it at the trailing end, one
    /// on either side centres it. It draws nothing and cannot be pressed.
    public static func flexibleSpace() -> BarButtonItem {
        let space = BarButtonItem(title: "")
        space.isFlexibleSpace = true
        return space
    }
}
