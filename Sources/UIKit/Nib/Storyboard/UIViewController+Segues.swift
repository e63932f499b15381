import Foundation
internal import RuntimeSupport

extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`: a segue performed in code is not asked about
    /// (Apple: `shouldPerformSegue` is "not called when you trigger segues programmatically").
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segues.templates.first(where: { $0.identifier == identifier }) else {
            preconditionFailure("Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
        }
        let anchor = template.elementID.flatMap { segues.anchors[$0]?.view }
        perform(template, sender: sender, anchor: anchor)
    }

    /// A segue a control or recognizer triggers: `shouldPerformSegue(withIdentifier:sender:)`
    /// decides first.
    func performTriggeredSegue(_ template: NibSegues.Template, sender: Any?, anchor: UIView?) {
        guard shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) else { return }
        perform(template, sender: sender, anchor: anchor)
    }

    /// Makes the destination, sets what the segue says about its presentation, calls
    /// `prepare(for:sender:)`, then `perform()`. A segue that cannot run fails before its
    /// destination is shown, so nothing is left half done.
    func perform(_ template: NibSegues.Template, sender: Any?, anchor: UIView?) {
        switch template.kind {
        case .unwind:
            performUnwind(template, sender: sender)
            return
        case .relationship:
            NibSegues.fail(template, .unsupportedFeature,
                           "relationship segues are not performed: the storyboard gives the destination to its container when it makes the container")
            return
        case .embed:
            NibSegues.fail(template, .unsupportedFeature, "an embed segue runs when its container view loads; it cannot be performed")
            return
        case .unknown:
            NibSegues.fail(template, .unsupportedFeature, "'\(template.kindName)' is not a kind of segue UIKit knows")
            return
        case .show, .showDetail, .presentation, .popoverPresentation, .custom:
            break
        }
        guard let destination = instantiateDestination(of: template, sender: sender) else { return }
        NibSegues.configure(destination, for: template, anchor: anchor)
        guard let segue = NibSegues.segue(for: template, source: self, destination: destination,
                                          transition: NibSegues.transition(for: template, sender: sender)) else { return }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Runs the embed segues of the view that just loaded, before `viewDidLoad()`: each child
    /// is made, `prepare(for:sender:)` is called, then the segue adds it and its view. On the
    /// canvas a child that cannot be made is left out with a warning, as Interface Builder
    /// shows what it can.
    func performEmbedSegues(_ embeds: [NibSegues.Embed], onCanvas canvas: Bool) {
        StoryboardInstantiation.embedding(self) { performEmbedSeguesGuarded(embeds, onCanvas: canvas) }
    }

    /// The embed segues, with this scene noted as embedding: a child of the same scene as
    /// one further out would embed forever, and fails before its view loads.
    private func performEmbedSeguesGuarded(_ embeds: [NibSegues.Embed], onCanvas canvas: Bool) {
        for embed in embeds {
            let destination: UIViewController
            do throws(NibLoadingError) {
                destination = try destinationController(of: embed.template)
                if let cycle = StoryboardInstantiation.embedCycle(embedding: destination, template: embed.template) { throw cycle }
            } catch {
                guard canvas else {
                    NibLoadingFailure.raise(error, fallback: ())
                    return
                }
                RuntimeIssue.report("\(embed.template.file): \(error.message) (its container view is left empty)")
                continue
            }
            guard let segue = NibSegues.segue(for: embed.template, source: self, destination: destination,
                                              transition: NibSegues.embedTransition(into: embed.container)) else { return }
            prepare(for: segue, sender: nil)
            segue.perform()
        }
    }

    /// A new instance of the segue's destination scene; nil (with the failure raised) when
    /// the storyboard has no such controller.
    private func instantiateDestination(of template: NibSegues.Template, sender: Any?) -> UIViewController? {
        do {
            return try destinationController(of: template, sender: sender)
        } catch {
            NibLoadingFailure.raise(error, fallback: ())
            return nil
        }
    }

    /// The destination scene's controller, made by the source's `@SegueAction` method when
    /// the segue names one (`destinationCreationSelector`), else by `init(coder:)`.
    private func destinationController(of template: NibSegues.Template, sender: Any? = nil) throws(NibLoadingError) -> UIViewController {
        guard let storyboard else {
            throw NibSegues.error(template, .unsupportedFeature, "\(type(of: self)) was not loaded from a storyboard")
        }
        guard let id = template.destination, !id.isEmpty else {
            throw NibSegues.error(template, .missingAttribute, "it has no destination")
        }
        var creator: ((NSCoder) -> UIViewController?)?
        if let selector = template.creationSelector {
            guard let action = NibKeyValueCoding.segueAction(forSelector: selector, on: self) else {
                throw NibSegues.error(template, .invalidValue,
                                      "its destinationCreationSelector \"\(selector)\" is not a @SegueAction method of \(type(of: self))")
            }
            creator = { [unowned self] coder in
                action.makeDestination(source: self, coder: coder, sender: sender, identifier: template.identifier)
            }
        }
        do {
            return try storyboard.instantiateThrowing(elementID: id, creator: creator)
        } catch let error as NibLoadingError {
            throw NibSegues.error(template, error.reason, "its destination \"\(id)\" could not be made (\(error))")
        } catch {
            throw NibSegues.error(template, .invalidValue, "its destination \"\(id)\" could not be made (\(error))")
        }
    }
}
