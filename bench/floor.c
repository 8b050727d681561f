/*
 * The floor of the benchmark: what "Markdown files in, HTML files out" costs with nothing
 * else. For every path listed in LIST (relative to IN), read the file, skip its front matter
 * (a first line "---" up to the next "---" line), parse the rest with libcmark-gfm and the GFM
 * extensions table, strikethrough, autolink and tagfilter, render HTML and write it to OUT
 * under the same path with ".html" for ".md". No templates, links or ids.
 *
 * With -j N, N processes share the list (process k takes every N-th file from the k-th), the
 * floor for a build that uses N cores; without it, one process.
 *
 *   floor [-j N] LIST IN OUT
 *   cc -O2 -o floor bench/floor.c $(pkg-config --cflags --libs libcmark-gfm)
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

static void fail(const char *action, const char *path) {
    fprintf(stderr, "floor: cannot %s %s: %s\n", action, path, strerror(errno));
    exit(1);
}

/* The whole file, NUL-terminated; its length in *length. */
static char *slurp(const char *path, size_t *length) {
    int descriptor = open(path, O_RDONLY);
    struct stat info;
    if (descriptor < 0 || fstat(descriptor, &info) != 0) fail("read", path);
    char *bytes = malloc((size_t)info.st_size + 1);
    size_t done = 0;
    while (done < (size_t)info.st_size) {
        ssize_t count = read(descriptor, bytes + done, (size_t)info.st_size - done);
        if (count <= 0) fail("read", path);
        done += (size_t)count;
    }
    close(descriptor);
    bytes[done] = '\0';
    *length = done;
    return bytes;
}

static void spill(const char *path, const char *bytes, size_t length) {
    int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (descriptor < 0) fail("create", path);
    while (length > 0) {
        ssize_t count = write(descriptor, bytes, length);
        if (count < 0) fail("write", path);
        bytes += count;
        length -= (size_t)count;
    }
    close(descriptor);
}

/* mkdir -p of the folder that holds `path` (modified in place, then restored). */
static void make_parents(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        if (mkdir(path, 0755) != 0 && errno != EEXIST) fail("make folder", path);
        *slash = '/';
    }
}

/* Where the body starts: after a front matter block, or 0 without one. */
static size_t body_start(const char *text, size_t length) {
    if (length < 4 || strncmp(text, "---\n", 4) != 0) return 0;
    for (const char *line = strchr(text + 3, '\n'); line && (size_t)(line - text) + 1 < length; line = strchr(line + 1, '\n')) {
        if (strncmp(line + 1, "---\n", 4) == 0) return (size_t)(line - text) + 5;
    }
    return 0;
}

/* Parses, renders and writes every `jobs`-th file of the list, from the `job`-th. */
static void convert(char *list, const char *in, const char *out, int job, int jobs) {
    const char *names[] = {"table", "strikethrough", "autolink", "tagfilter"};
    char input[4096], output[4096], folder[4096] = "";
    int index = 0;
    for (char *name = strtok(list, "\n"); name; name = strtok(NULL, "\n"), index++) {
        if (index % jobs != job) continue;
        snprintf(input, sizeof input, "%s/%s", in, name);
        size_t length;
        char *text = slurp(input, &length);
        size_t start = body_start(text, length);

        cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
        for (size_t extension = 0; extension < sizeof names / sizeof *names; extension++) {
            cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(names[extension]));
        }
        cmark_parser_feed(parser, text + start, length - start);
        cmark_node *document = cmark_parser_finish(parser);
        char *html = cmark_render_html(document, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser));

        int written = snprintf(output, sizeof output, "%s/%s", out, name);
        if (written > 3 && strcmp(output + written - 3, ".md") == 0) strcpy(output + written - 3, ".html");
        /* Folders only when the folder changes: the list is sorted, so each is made once per
           process (another process making it first is EEXIST, which make_parents accepts). */
        size_t folder_length = (size_t)(strrchr(output, '/') - output);
        if (strlen(folder) != folder_length || strncmp(folder, output, folder_length) != 0) {
            make_parents(output);
            memcpy(folder, output, folder_length);
            folder[folder_length] = '\0';
        }
        spill(output, html, strlen(html));

        free(html);
        cmark_node_free(document);
        cmark_parser_free(parser);
        free(text);
    }
}

int main(int argc, char **argv) {
    int jobs = 1;
    if (argc == 6 && strcmp(argv[1], "-j") == 0) {
        jobs = atoi(argv[2]);
        argv += 2;
        argc -= 2;
    }
    if (argc != 4 || jobs < 1 || jobs > 64) {
        fprintf(stderr, "usage: floor [-j N] LIST IN OUT\n");
        return 2;
    }
    cmark_gfm_core_extensions_ensure_registered();
    size_t list_length;
    char *list = slurp(argv[1], &list_length);
    if (jobs == 1) {
        convert(list, argv[2], argv[3], 0, 1);
        free(list);
        return 0;
    }
    for (int job = 0; job < jobs; job++) {
        pid_t child = fork();
        if (child < 0) fail("fork for", argv[1]);
        if (child == 0) {
            convert(list, argv[2], argv[3], job, jobs);
            return 0;
        }
    }
    int failed = 0, status;
    while (wait(&status) > 0) failed |= !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    free(list);
    return failed;
}
