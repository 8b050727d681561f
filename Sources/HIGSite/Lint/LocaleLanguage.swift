import HIGControls

extension Language {
    /// The language of messages the user's locale asks for: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides (as POSIX orders them); Korean
    /// when it starts with `ko` (`ko_KR.UTF-8`), else English. `higsite lint`'s default when
    /// neither `--lang` nor a configuration names one. The command passes the environment in;
    /// nothing below it reads the environment.
    package static func ofLocale(_ environment: [String: String]) -> Language {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return setting?.hasPrefix("ko") == true ? .ko : .en
    }
}
