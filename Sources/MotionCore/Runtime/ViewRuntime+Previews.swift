import MotionAnimation

extension ViewRuntime {
    /// A preview's own view (``_PreviewRoot``): a transparent node that holds the preview's
    /// state (`@Previewable @State`); its body is walked with the modifiers above it still
    /// pending, as a `ViewModifier`'s is, so traces read as if the preview's content were mounted.
    func visitPreviewRoot(_ view: any _PreviewRoot, at walk: Walk, _ context: WalkContext) {
        let typeName = Self.typeName(of: view)
        let node = node(for: type(of: view), at: walk, visible: false, name: typeName, typeName: typeName)
        node.rewalk = { [unowned self, unowned node] transaction in
            var rewalked = context
            rewalked.transaction = transaction
            self.evaluatePreviewRoot(view, node: node, rewalked)
        }
        evaluatePreviewRoot(view, node: node, context)
    }

    private func evaluatePreviewRoot(_ view: any _PreviewRoot, node: ViewNode, _ context: WalkContext) {
        DynamicPropertyInstaller.install(in: view, node: node, runtime: self, environment: context.environment)
        node.isFrameDriven = false
        let body = Self.body(of: view)
        walkContent(of: node, transaction: context.transaction) { walk in
            walk.walk(body, context)
        }
    }
}
