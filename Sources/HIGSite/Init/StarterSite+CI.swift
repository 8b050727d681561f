/// The continuous integration `higsite init --ci` writes for a site.
extension StarterSite {
    /// Where the GitHub Actions workflow goes, in the site's folder.
    public static let gitHubWorkflowPath = ".github/workflows/higsite.yml"

    /// A GitHub Actions workflow: on every push and pull request it checks the content (each
    /// problem an annotation at its line), builds the site with the Pages address as its base
    /// URL, and lints the repository's SwiftUI code, storyboards and XIBs for code scanning; on a
    /// push to the default branch it publishes the site to GitHub Pages. higsite is built from its
    /// source, named by two repository variables, once per higsite commit (then cached).
    public static let gitHubWorkflow = """
        # Checks, builds and publishes this guideline site with higsite, and lints the app's screens
        # for code scanning. Written by `higsite init --ci github`.
        #
        # It runs at the repository's root, where higsite.yaml is. Before the first run, in the
        # repository's settings:
        # - Secrets and variables → Actions → Variables: HIGSITE_REPOSITORY, higsite's git URL, and
        #   optionally HIGSITE_REF, the branch or tag to build (default: main).
        # - Pages → Build and deployment → Source: GitHub Actions.
        name: higsite
        on:
          push:
          pull_request:
          workflow_dispatch:
        permissions:
          contents: read
        env:
          HIGSITE_REPOSITORY: ${{ vars.HIGSITE_REPOSITORY }}
          HIGSITE_REF: ${{ vars.HIGSITE_REF || 'main' }}
        jobs:
          site:
            runs-on: ubuntu-24.04
            steps:
              - uses: actions/checkout@v4
              - name: Find higsite's commit
                id: higsite
                run: |
                  if [ -z "$HIGSITE_REPOSITORY" ]; then
                    echo "::error::Set the repository variable HIGSITE_REPOSITORY to higsite's git URL (Settings → Secrets and variables → Actions → Variables)."
                    exit 1
                  fi
                  echo "commit=$(git ls-remote "$HIGSITE_REPOSITORY" "$HIGSITE_REF" | head -n 1 | cut -f 1)" >> "$GITHUB_OUTPUT"
              - name: Reuse higsite built for that commit
                id: cache
                uses: actions/cache@v4
                with:
                  path: ~/.local/bin/higsite
                  key: higsite-${{ runner.os }}-${{ steps.higsite.outputs.commit }}
              - name: Build higsite
                if: steps.cache.outputs.cache-hit != 'true'
                run: |
                  git clone --depth 1 --branch "$HIGSITE_REF" "$HIGSITE_REPOSITORY" "$RUNNER_TEMP/higsite"
                  "$RUNNER_TEMP/higsite/scripts/install" "$HOME/.local"
              - run: echo "$HOME/.local/bin" >> "$GITHUB_PATH"
              - name: Check
                run: higsite check --format github
              - name: Find the Pages address
                id: pages
                if: github.event_name == 'push' && github.ref_name == github.event.repository.default_branch
                uses: actions/configure-pages@v5
              - name: Build
                run: higsite build ${{ steps.pages.outputs.base_url && format('--base-url {0}', steps.pages.outputs.base_url) || '' }}
              - uses: actions/upload-pages-artifact@v3
                if: steps.pages.outcome == 'success'
                with:
                  path: _site
          deploy:
            needs: site
            if: github.event_name == 'push' && github.ref_name == github.event.repository.default_branch
            runs-on: ubuntu-24.04
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4
          lint:
            needs: site
            runs-on: ubuntu-24.04
            permissions:
              contents: read
              security-events: write
            steps:
              - uses: actions/checkout@v4
              - name: Find higsite's commit
                id: higsite
                run: echo "commit=$(git ls-remote "$HIGSITE_REPOSITORY" "$HIGSITE_REF" | head -n 1 | cut -f 1)" >> "$GITHUB_OUTPUT"
              - name: Reuse higsite built by the site job
                uses: actions/cache/restore@v4
                with:
                  path: ~/.local/bin/higsite
                  key: higsite-${{ runner.os }}-${{ steps.higsite.outputs.commit }}
                  fail-on-cache-miss: true
              - run: echo "$HOME/.local/bin" >> "$GITHUB_PATH"
              - name: Lint the app's screens
                run: higsite lint --format sarif . > higsite.sarif || true
              - uses: github/codeql-action/upload-sarif@v3
                with:
                  sarif_file: higsite.sarif
                  category: higsite

        """
}
