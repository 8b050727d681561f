/// The colours of every mockup as classes, iOS system colours in light and dark. Inline in each
/// SVG so a mockup also stands alone (the command line, an image viewer); the dark block applies
/// when the reader's system is dark.
enum MockupStyle {
    static let css = """
    <style>\
    .hig-mockup{font-family:-apple-system,"SF Pro Text","Apple SD Gothic Neo","Noto Sans KR","Nanum Gothic","NanumGothic",sans-serif}\
    .hig-mockup .hm-device{fill:#1c1c1e}.hig-mockup .hm-bg,.hig-mockup .hm-cell{fill:#fff}.hig-mockup .hm-canvas{fill:#f2f2f7}\
    .hig-mockup .hm-grouped{fill:#f2f2f7}.hig-mockup .hm-bar{fill:#f9f9f9}\
    .hig-mockup .hm-glass{fill:#fff;fill-opacity:.8;stroke:#c6c6c8;stroke-width:.8}.hig-mockup .hm-dialog{fill:#f2f2f7;stroke:#d1d1d6;stroke-width:.6}.hig-mockup .hm-backdrop{fill:#8e8e93;fill-opacity:.35}.hig-mockup .hm-sheet{fill:#fff;stroke:#d1d1d6;stroke-width:.6}.hig-mockup .hm-sheet-surface{fill:#fff}.hig-mockup .hm-grabber{fill:#c7c7cc}.hig-mockup .hm-glass-selected{fill:#e5e5ea}.hig-mockup .hm-scroll{fill:none;stroke:#c6c6c8;stroke-dasharray:4 3}\
    .hig-mockup .hm-label,.hig-mockup .hm-label-fill{fill:#000}.hig-mockup .hm-label-stroke{fill:none;stroke:#000;stroke-width:2;stroke-linecap:round}\
    .hig-mockup .hm-secondary{fill:#8a8a8e}.hig-mockup .hm-secondary-stroke{fill:none;stroke:#8a8a8e;stroke-width:1.6;stroke-linecap:round;stroke-linejoin:round}\
    .hig-mockup .hm-placeholder{fill:#c4c4c6}.hig-mockup .hm-disabled{fill:#c7c7cc}.hig-mockup .hm-disabled-stroke{fill:none;stroke:#c7c7cc;stroke-width:1.6}\
    .hig-mockup .hm-sep{stroke:#c6c6c8;stroke-width:0.6}.hig-mockup .hm-fill{fill:#e9e9eb}.hig-mockup .hm-field{fill:#fff;stroke:#c6c6c8;stroke-width:1}\
    .hig-mockup .hm-tint,.hig-mockup .hm-tint-text{fill:#007aff}.hig-mockup .hm-tint-stroke{fill:none;stroke:#007aff;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round}\
    .hig-mockup .hm-on-tint{fill:#fff}.hig-mockup .hm-on-tint-stroke{fill:none;stroke:#fff;stroke-width:1.8}\
    .hig-mockup .hm-green{fill:#34c759}.hig-mockup .hm-red{fill:#ff3b30}.hig-mockup .hm-red-text{fill:#ff3b30}.hig-mockup .hm-on-red{fill:#fff}\
    .hig-mockup .hm-thumb{fill:#fff;stroke:#d1d1d6;stroke-width:0.5}.hig-mockup .hm-dot{fill:#c7c7cc}.hig-mockup .hm-on-dot-stroke{stroke:#fff;stroke-width:1.5}\
    .hig-mockup .hm-segment-selected{fill:#fff;stroke:#d1d1d6;stroke-width:0.5}.hig-mockup .hm-chevron{fill:none;stroke:#c4c4c7;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}\
    .hig-mockup .hm-indicator{fill:#8e8e93;opacity:.6}.hig-mockup .hm-menu{fill:#2c2c2e}.hig-mockup .hm-on-menu{fill:#fff}.hig-mockup .hm-on-menu-disabled{fill:#8e8e93}\
    .hig-mockup .hm-menu-sep{stroke:#636366;stroke-width:0.6}\
    .hig-mockup .hm-ink-dark{fill:#000}.hig-mockup .hm-ink-dark-stroke{fill:none;stroke:#000;stroke-width:1}\
    .hig-mockup .hm-ink-light{fill:#fff}.hig-mockup .hm-ink-light-stroke{fill:none;stroke:#fff;stroke-width:1}\
    .hig-mockup .hm-mark{fill:none;stroke:#ff3b30;stroke-width:2.5;stroke-dasharray:6 3}.hig-mockup .hm-mark-badge{fill:#ff3b30}.hig-mockup .hm-mark-number{fill:#fff}\
    .hig-mockup .hm-do{fill:#34c759}.hig-mockup .hm-dont{fill:#ff3b30}.hig-mockup .hm-do-text{fill:#248a3d}.hig-mockup .hm-dont-text{fill:#d70015}\
    .hig-mockup .hm-on-mark{fill:none;stroke:#fff;stroke-width:2.4;stroke-linecap:round;stroke-linejoin:round}\
    @media (prefers-color-scheme:dark){\
    .hig-mockup .hm-device{fill:#3a3a3c}.hig-mockup .hm-bg{fill:#000}.hig-mockup .hm-cell{fill:#1c1c1e}.hig-mockup .hm-canvas,.hig-mockup .hm-grouped{fill:#000}\
    .hig-mockup .hm-bar{fill:#161618}.hig-mockup .hm-glass{fill:#2c2c2e;stroke:#545458}.hig-mockup .hm-dialog{fill:#2c2c2e;stroke:#3a3a3c}.hig-mockup .hm-backdrop{fill:#3a3a3c;fill-opacity:.6}.hig-mockup .hm-sheet{fill:#1c1c1e;stroke:#3a3a3c}.hig-mockup .hm-sheet-surface{fill:#1c1c1e}.hig-mockup .hm-grabber{fill:#5a5a5e}.hig-mockup .hm-glass-selected{fill:#48484a}.hig-mockup .hm-label,.hig-mockup .hm-label-fill{fill:#fff}.hig-mockup .hm-label-stroke{stroke:#fff}\
    .hig-mockup .hm-secondary{fill:#8d8d93}.hig-mockup .hm-placeholder{fill:#5a5a5e}.hig-mockup .hm-disabled{fill:#48484a}\
    .hig-mockup .hm-sep{stroke:#38383a}.hig-mockup .hm-fill{fill:#2c2c2e}.hig-mockup .hm-field{fill:#1c1c1e;stroke:#38383a}\
    .hig-mockup .hm-tint,.hig-mockup .hm-tint-text{fill:#0a84ff}.hig-mockup .hm-tint-stroke{stroke:#0a84ff}.hig-mockup .hm-green{fill:#30d158}\
    .hig-mockup .hm-segment-selected{fill:#636366;stroke:none}.hig-mockup .hm-dot{fill:#48484a}.hig-mockup .hm-do-text{fill:#30d158}.hig-mockup .hm-dont-text{fill:#ff6961}\
    .hig-mockup .hm-scroll{stroke:#38383a}}\
    </style>
    """
}
