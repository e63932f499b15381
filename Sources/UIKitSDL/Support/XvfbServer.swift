import Foundation

/// An X server without a screen (Xvfb) for the backend's tests and benchmarks: real X
/// windows, real X input through xdotool. `make test` installs both (scripts/bootstrap).
/// Processes are spawned and reaped directly (posix_spawn, waitpid) so nothing depends on
/// the calling thread's run loop.
package final class XvfbServer {
    package static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
    }

    package let display: String
    private var pid: pid_t = 0

    /// Starts Xvfb on a free display number with a `width` × `height` screen; nil when it
    /// does not come up within five seconds.
    package init?(width: Int = 800, height: Int = 600) {
        let sockets = "/tmp/.X11-unix"
        guard let number = (90..<190).first(where: { n in
            !FileManager.default.fileExists(atPath: "\(sockets)/X\(n)") && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
        }) else { return nil }
        display = ":\(number)"
        guard let spawned = Self.spawn("/usr/bin/Xvfb", [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"],
                                       environment: nil, quiet: true) else { return nil }
        pid = spawned
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: "\(sockets)/X\(number)") {
            var status: Int32 = 0
            if Date() > deadline || waitpid(pid, &status, WNOHANG) == pid { stop(); return nil }
            usleep(20_000)
        }
    }

    /// Starts xdotool against this server without waiting; returns its process id.
    package func startXdotool(_ arguments: [String]) -> pid_t? {
        Self.spawn("/usr/bin/xdotool", arguments, environment: ["DISPLAY=\(display)"], quiet: false)
    }

    /// Runs xdotool against this server and waits for it; returns its exit status.
    @discardableResult
    package func xdotool(_ arguments: [String]) -> Int32 {
        guard let tool = Self.spawn("/usr/bin/xdotool", arguments, environment: ["DISPLAY=\(display)"], quiet: false) else { return -1 }
        var status: Int32 = 0
        while waitpid(tool, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    /// Starts `path` with this server as its display (plus `environment`, where an empty
    /// value removes the variable), its standard output going to `output`.
    package func start(_ path: String, environment: [String: String], output: URL) -> pid_t? {
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        for (k, v) in environment { env[k] = v.isEmpty ? nil : v }
        return Self.spawn(path, [], environment: env.map { "\($0.key)=\($0.value)" }, quiet: false, stdout: output.path)
    }

    /// Waits for `child` to exit; its exit status, or nil (after killing it) when it outlives
    /// `timeout`.
    package func wait(for child: pid_t, timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while waitpid(child, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                return nil
            }
            usleep(20_000)
        }
        return (status >> 8) & 0xFF
    }

    /// Runs `path` to the end (see `start`); its exit status, or nil past `timeout`.
    package func run(_ path: String, environment: [String: String], output: URL, timeout: TimeInterval) -> Int32? {
        guard let child = start(path, environment: environment, output: output) else { return nil }
        return wait(for: child, timeout: timeout)
    }

    package func stop() {
        guard pid > 0 else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        pid = 0
    }

    deinit { stop() }

    private static func spawn(_ path: String, _ arguments: [String], environment: [String]?, quiet: Bool,
                              stdout: String? = nil) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        if let stdout { posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_TRUNC, 0) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = (environment ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }).map { strdup($0) } + [nil]
        defer { env.forEach { free($0) } }
        // The test runs on a dispatch worker thread, which blocks most signals; the child
        // must start with none blocked and default handlers, or SIGTERM would not stop it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, env) == 0 else { return nil }
        return pid
    }
}
