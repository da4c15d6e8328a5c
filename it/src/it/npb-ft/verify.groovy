// FT of it/npb, class S: SUCCESSFUL plain, released on P = 1, 2, 3, 4 and 2x2, and under dynamic control with no
// diagnostics (npb-run.groovy); its field is redistributed (@Redistribute) between a z-plane and a y distribution:
// both woven copies start byColumns and byPlanes with the run-time's redistribution. Its trace under the emulation
// of the 2x2 grid (where the phases by y run on processors 0 and 2) matches the reference of one processor.
programs = ['org.javadvm.npb.ft.FT']
traced = ['org.javadvm.npb.ft.FT']
['target/dvm-classes', 'target/dvm-dyn-classes'].each { dir ->
    def text = new File(basedir, dir + '/org/javadvm/npb/ft/FT.class').getText('ISO-8859-1')
    ['array=re;fmt=WBW;name=org.javadvm.npb.ft.FT.byColumns;', 'array=re;fmt=BWW;name=org.javadvm.npb.ft.FT.byPlanes;'].each {
        assert text.contains(it) : "FT in ${dir} lacks the redistribution ${it}"
    }
}
return evaluate(new File(itSources, 'npb-run.groovy'))
