import Basics
import IconKit

/// What `set` and `reset` share: change through the manager, then print the system's alert
/// (or its error) as text or JSON.
enum IconChangeRunner {
    static func change(to name: String?, options: AppOptions, json: Bool) async throws {
        let (app, manager) = try options.session(reportsNotes: !json)
        let before = await manager.alternateIconName
        func report(changed: Bool?, alert: String?, error: AlternateIconError?) async throws {
            Console.outVerbatim(
                try JSONOutput.string(
                    ChangeReport(
                        app: AppSummary(app.app), idiom: app.catalog.idiom, supportsAlternateIcons: manager.supportsAlternateIcons,
                        alternateIconName: await manager.alternateIconName, changed: changed, previousIconName: before,
                        alert: alert, error: error.map(ChangeReport.ErrorRecord.init))))
        }
        let outcome: IconChange
        do {
            outcome = try await manager.setAlternateIconName(name)
        } catch let error as AlternateIconError where json {
            try await report(changed: false, alert: nil, error: error)
            throw CommandLineError.changeFailedAsJSON
        }
        switch outcome {
        case .changed:
            let alert = SystemAlert.iconChanged(appName: app.appName)
            if json { try await report(changed: true, alert: alert, error: nil) } else { Console.out(TerminalText.escaped(alert)) }
        case .alreadyCurrent(let name):
            if json {
                try await report(changed: false, alert: nil, error: nil)
            } else {
                Console.out(TerminalText.escaped(SystemAlert.alreadyCurrent(iconName: name, appName: app.appName)))
            }
        }
    }
}
