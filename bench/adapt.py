#!/usr/bin/env python3
"""Turns the shared synthetic corpus (../shared/bench/gen_corpus.py) into higsite content.

    python3 bench/adapt.py SHARED_CONTENT OUT_CONTENT

Sections get a `bench-` prefix so no page takes the id of a real guideline page (the rules
require their guidelines there); links follow. Every page gets five guidelines with ids (two
naming real rules) after its own headings, whose GitHub-style anchors the corpus links to, and
every tenth page a mockup fence. Home and section pages are added. Deterministic.
"""
import os
import re
import sys

source, target = sys.argv[1], sys.argv[2]
GUIDELINES = {
    "ko": ["탭은 3~5개로 유지하세요", "탭으로 이동만 하세요", "값을 분명히 보여 주세요", "레이블을 짧게 쓰세요", "상태를 숨기지 마세요"],
    "en": ["Keep three to five tabs", "Use tabs only to navigate", "Show the value clearly", "Keep labels short", "Never hide the state"],
}
RULES = ["tab-bar.tab-count", "tab-bar.navigation-only", "", "", ""]
LINK = re.compile(r"\]\(\.\./([a-z0-9-]+)/")


def adapt(text, lang, index):
    front, body = text.split("\n---\n", 1)
    front = "\n".join(line for line in front.split("\n") if not line.startswith("section:"))
    body = LINK.sub(lambda m: "](../bench-" + m.group(1) + "/", body)
    extra = []
    for n, (title, rule) in enumerate(zip(GUIDELINES[lang], RULES)):
        attributes = f"#bench-guideline-{n + 1}" + (f" rule={rule}" if rule else "")
        extra.append(f"## {title} {{{attributes}}}\n\n" + ("이 가이드라인은 벤치마크용 본문입니다.\n" if lang == "ko" else "This guideline is benchmark text.\n"))
    if index % 10 == 0:
        extra.append("```mockup\ntab-bar:\n  items: [{title: 홈, icon: house}, {title: 검색, icon: magnifyingglass}, 보관함, 설정]\ncaption: bench\n```\n")
    return front + "\n---\n" + body.rstrip("\n") + "\n\n" + "\n".join(extra)


for lang in ("ko", "en"):
    sections = sorted(os.listdir(os.path.join(source, lang)))
    os.makedirs(os.path.join(target, lang), exist_ok=True)
    with open(os.path.join(target, lang, "_index.md"), "w", encoding="utf-8") as home:
        home.write(f"---\ntitle: Bench {lang}\n---\n\nSynthetic corpus.\n")
    index = 0
    for order, section in enumerate(sections, 1):
        folder = os.path.join(target, lang, "bench-" + section)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "_index.md"), "w", encoding="utf-8") as page:
            page.write(f"---\ntitle: {section}\norder: {order}\n---\n\nSection {section}.\n")
        for name in sorted(os.listdir(os.path.join(source, lang, section))):
            with open(os.path.join(source, lang, section, name), encoding="utf-8") as page:
                text = page.read()
            with open(os.path.join(folder, name), "w", encoding="utf-8") as page:
                page.write(adapt(text, lang, index))
            index += 1
