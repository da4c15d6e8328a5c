// The links of the site's pages (src/site/markdown/*.md) and of README.md must work both where the pages
// are read as they are (the repository, GitHub, an editor) and on the generated site. The rule:
//  - a page links another page by its .md name (`dynamic-control.md`); the site's Markdown module rewrites
//    a relative link to x.md (no other dot in the path) into x.html. Links to .html names are refused, except
//    the plugin's generated reference, which exists on the site only: dvm-maven-plugin/plugin-info.html and
//    dvm-maven-plugin/<goal>-mojo.html for a goal the plugin has;
//  - a site page links nothing outside src/site/markdown (it would be broken on the site), and only pages,
//    or images in src/site/markdown/images (the root pom copies them into the site);
//  - every relative link resolves to a file in the repository;
//  - a fragment (#boundary-iterations) is the GitHub id of a heading of the target page (lower case, spaces
//    as '-', other punctuation dropped), starts with a letter (the site prefixes 'a' to a link's fragment
//    starting with a digit); when a site page links a site page, that heading is preceded by
//    <a id="boundary-iterations"></a> and a blank line, the id the site uses (its own ids for headings are
//    Boundary_iterations; without the blank line Markdown would read the heading as part of the HTML).
// Then the code fences (balanced, no text after a closing fence) and the shape of every mvn command with a dvm: goal.
def root = new File(itSources, '../../..').canonicalFile
def site = new File(root, 'src/site/markdown')
def pages = (site.listFiles().findAll { it.name.endsWith('.md') }.sort { it.name }) + [new File(root, 'README.md')]
def goals = new File(root, 'dvm-maven-plugin/src/main/java/org/javadvm/maven').listFiles()
        .collect { (it.text =~ /@Mojo\(name = "([^"]+)"/).collect { m -> m[1] } }.flatten() + ['help']

/** The page's text outside fenced blocks and code spans, as lines (numbered from 1). */
def prose = { File page ->
    def result = []
    boolean fenced = false
    page.getText('UTF-8').readLines().eachWithIndex { line, index ->
        if (line.trim().startsWith('```')) {
            fenced = !fenced
        } else if (!fenced) {
            result << [index + 1, line.replaceAll(/`[^`]*`/, '``')]
        }
    }
    result
}
def slug = { String heading ->
    heading.replaceAll(/`/, '').toLowerCase(Locale.ROOT).replaceAll(/[^\p{L}\p{N} _-]/, '').replace(' ', '-')
}
/** Heading ids (GitHub's) of a page, and those of them that an explicit anchor right before the heading gives. */
def anchors = [:]
def idsOf = { File page ->
    anchors.computeIfAbsent(page.canonicalPath) {
        def headings = [] as Set
        def explicit = [] as Set
        String previous = null
        prose(page).each { number, line ->
            def heading = line =~ /^#{1,6}\s+(.*?)\s*#*$/
            if (heading.matches()) {
                def raw = page.getText('UTF-8').readLines()[number - 1].replaceFirst(/^#{1,6}\s+/, '').replaceFirst(/\s*#*$/, '')
                def id = slug(raw)
                headings << id
                def anchor = previous =~ /^<a (?:id|name)="([^"]+)"><\/a>$/
                if (previous != null && anchor.matches() && anchor.group(1) == id) {
                    explicit << id
                }
            }
            if (line.trim()) {
                previous = line.trim()
            }
        }
        [headings: headings, explicit: explicit]
    }
}

def problems = []
int checked = 0
pages.each { page ->
    boolean sitePage = page.parentFile.canonicalFile == site.canonicalFile
    def name = root.toPath().relativize(page.toPath()).toString()
    def all = page.getText('UTF-8').readLines()
    prose(page).each { number, line ->
        if (line ==~ /^<a (?:id|name)="[^"]*"><\/a>$/ && number < all.size() && all[number].trim()) {
            problems << "${name}:${number}: a blank line must follow ${line} (else Markdown reads the next line as HTML)"
        }
        def targets = []
        (line =~ /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/).each { targets << it[1] }
        (line =~ /^\s*\[[^\]]+\]:\s*(\S+)/).each { targets << it[1] }
        (line =~ /href="([^"]+)"/).each { targets << it[1] }
        targets.each { String target ->
            if (target =~ /^[a-zA-Z][a-zA-Z0-9+.-]*:/) {
                return // http:, https:, mailto:
            }
            checked++
            def where = "${name}:${number}: ${target}"
            def hash = target.indexOf('#')
            def path = hash < 0 ? target : target.substring(0, hash)
            def fragment = hash < 0 ? null : target.substring(hash + 1)
            if (path.endsWith('.html')) {
                def reference = path =~ /^dvm-maven-plugin\/(?:plugin-info|(.+)-mojo)\.html$/
                if (!sitePage || !reference.matches() || (reference.group(1) && !goals.contains(reference.group(1)))) {
                    problems << "${where}: link the page's .md file (the site turns x.md into x.html)"
                }
                return
            }
            def file = path.isEmpty() ? page : new File(page.parentFile, path).canonicalFile
            if (!file.exists()) {
                problems << "${where}: no such file ${root.toPath().relativize(file.toPath())}"
                return
            }
            // images in src/site/markdown/images: the root pom copies them into the site at pre-site
            def siteImage = file.parentFile.canonicalFile == new File(site, 'images').canonicalFile
            if (sitePage && !path.isEmpty() && !siteImage) {
                if (file.parentFile.canonicalFile != site.canonicalFile || !file.name.endsWith('.md')) {
                    problems << "${where}: a site page may link only the site's pages (this one breaks on the site)"
                } else if (!(path ==~ /(?:\.\/)?[^.\/]+\.md/)) {
                    problems << "${where}: the site rewrites only x.md (no other dot, no folder) into x.html"
                }
            }
            if (fragment != null) {
                if (!file.name.endsWith('.md')) {
                    problems << "${where}: a fragment needs a page"
                    return
                }
                def ids = idsOf(file)
                boolean siteTarget = file.parentFile.canonicalFile == site.canonicalFile
                if (!(fragment ==~ /[a-z][a-z0-9_-]*/)) {
                    problems << "${where}: a fragment is a heading's GitHub id starting with a letter (lower case, '-' for spaces)"
                } else if (!ids.headings.contains(fragment)) {
                    problems << "${where}: ${file.name} has no heading with the id ${fragment} (it has ${ids.headings.sort()})"
                } else if (sitePage && siteTarget && !ids.explicit.contains(fragment)) {
                    problems << "${where}: put <a id=\"${fragment}\"></a> on the line before that heading in ${file.name}, the id the site needs"
                }
            }
        }
    }
}
// Code fences: a fence opens with ``` and an info string without backticks, and closes with ``` alone on its line
// (CommonMark). A closing fence with text after it does not close the block: the rest of the page is read as
// code, up to the next fence, and from there prose and code swap.
int fences = 0
pages.each { page ->
    def name = root.toPath().relativize(page.toPath()).toString()
    Integer open = null
    page.getText('UTF-8').readLines().eachWithIndex { line, index ->
        def fence = line =~ /^\s*```(.*)$/
        if (!fence.matches()) {
            return
        }
        fences++
        def rest = fence.group(1)
        if (open == null) {
            if (rest.contains('`')) {
                problems << "${name}:${index + 1}: a fence's info string cannot hold a backtick (is this a closing fence with text after it?)"
            }
            open = index + 1
        } else if (rest.trim()) {
            problems << "${name}:${index + 1}: text after a closing fence (the block opened at line ${open}): the fence does not close, the rest of the page reads as code"
            open = null
        } else {
            open = null
        }
    }
    if (open != null) {
        problems << "${name}:${open}: a code fence that never closes"
    }
}
assert fences >= 100 : "only ${fences} fence lines found: the checker misses fences"

// Commands: every `mvn ... dvm:...` command a page shows (a fenced line or a code span) runs as pasted in a project
// that weaves with the plugin: its -Ddvm.* properties are the goals' own (or dvm.procs, the run-time's), the run goal
// gets its main class, classes woven for dyn by a phase up to process-classes (or a dependency's -debug jar the text
// says it runs), a task it knows and a grid when dif.
def properties = new File(root, 'dvm-maven-plugin/src/main/java/org/javadvm/maven').listFiles()
        .collect { (it.text =~ /property = "(dvm\.[^"]+)"/).collect { m -> m[1] } }.flatten() as Set
properties << 'dvm.procs'
def phases = ['process-classes', 'process-test-classes', 'test', 'prepare-package', 'package', 'verify', 'install']
def tasks = ['err', 'size', 'trc', 'dif', 'red']
int commands = 0
pages.each { page ->
    def name = root.toPath().relativize(page.toPath()).toString()
    page.getText('UTF-8').readLines().eachWithIndex { line, index ->
        def shown = []
        def whole = line =~ /^\s*(mvn\s.*)$/
        if (whole.matches()) {
            shown << whole.group(1).replaceFirst(/\s+#.*$/, '')
        }
        (line =~ /`(mvn\s[^`]*)`/).each { shown << it[1] }
        shown.unique().findAll { it =~ /\sdvm:[a-z]/ }.each { String command ->
            commands++
            def words = command.trim().split(/\s+/) as List
            def where = "${name}:${index + 1}: ${command.trim()}"
            def defined = words.findAll { it.startsWith('-D') }.collectEntries {
                def eq = it.indexOf('=')
                eq < 0 ? [(it.substring(2)): ''] : [(it.substring(2, eq)): it.substring(eq + 1)]
            }
            defined.keySet().findAll { it.startsWith('dvm.') && !properties.contains(it) }.each {
                problems << "${where}: -D${it} is no property of the plugin's goals"
            }
            def goalWords = words.findAll { !it.startsWith('-') }.drop(1)
            int run = goalWords.indexOf('dvm:run')
            if (run >= 0) {
                if (!defined.containsKey('dvm.mainClass')) {
                    problems << "${where}: the run goal needs -Ddvm.mainClass"
                }
                // classes woven for checking: the project's, by a phase up to process-classes, or a dependency's
                // -debug jar, which the text around the command says it runs
                def around = page.getText('UTF-8').readLines().subList(Math.max(0, index - 3), index + 1).join(' ')
                boolean debugJar = around =~ /-debug` jar|`debug` classifier|classifier>debug/
                if (!(defined['dvm.mode'] in ['dyn', 'debug']) || !(debugJar || goalWords.take(run).any { it in phases })) {
                    problems << "${where}: the run goal runs classes woven for dyn: put process-classes before it and -Ddvm.mode=dyn"
                }
            }
            def task = defined['dvm.task']
            if (task != null && !(task in tasks)) {
                problems << "${where}: -Ddvm.task=${task} is none of ${tasks}"
            }
            if (task == 'dif' && !defined.containsKey('dvm.grid')) {
                problems << "${where}: dif needs -Ddvm.grid"
            }
            if (defined.containsKey('dvm.grid') && !(task in ['dif', 'err', 'red'])) {
                problems << "${where}: -Ddvm.grid is for the tasks dif, err and red"
            }
        }
    }
}
assert commands >= 10 : "only ${commands} commands found: the checker misses commands"

// The README states no count of the project's tests: a count is stale after the next commit (mvn prints it)
new File(root, 'README.md').getText('UTF-8').readLines().eachWithIndex { line, index ->
    def count = line =~ /\b\d[\d,]*\s+(?:unit\s+|integration\s+|invoker\s+)?(?:tests|ITs)\b/
    if (count.find()) {
        problems << "README.md:${index + 1}: '${count.group()}': the README states no test counts"
    }
}

assert problems.isEmpty() : "${problems.size()} broken or site-only links, fences or commands:\n" + problems.join('\n')
assert checked >= 30 : "only ${checked} links found: the checker misses links"
println "Checked ${checked} relative links, ${fences} fence lines and ${commands} commands of ${pages.size()} pages."
return true
