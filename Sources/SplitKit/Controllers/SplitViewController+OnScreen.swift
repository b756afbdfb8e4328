/// Which columns' controllers are on screen, for the lifecycle calls.
extension SplitViewController {
    /// The controllers of the columns the last layout that was not too small shows: the
    /// top of the stack in compact; else the primary (docked or as a popover; in three
    /// columns also the level below the top of its stack) and the secondary where shown.
    /// A terminal briefly too small changes nothing, as for the delegate.
    var columnsOnScreen: [ViewController] {
        guard let layout = settledLayout else { return [] }
        if layout.mode == .compact {
            return [layoutState.isSecondaryOnTop ? secondaryViewController : primaryViewController]
        }
        var shown: [ViewController] = []
        if layout.primary != nil || layout.popover != nil { shown.append(primaryViewController) }
        if layout.supplementary != nil, let levels = primaryNavigation?.viewControllers, levels.count > 1 {
            shown.append(levels[levels.count - 2])
        }
        if layout.secondary != nil { shown.append(secondaryViewController) }
        return shown
    }
}
