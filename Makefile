# Convenience targets; the README's two commands are ./install.sh and ./test.sh.
.PHONY: install test models bench

install:
	./install.sh

test:
	./test.sh

# Regenerates training data, trains, exports and quantizes the bundled models (not part of CI).
models:
	python3 -m pip install -e '.[train]' torch==2.13.0
	$(MAKE) -C models models

bench:
	python3 -m pip install -e '.[bench]'
	hushprompt bench --compare presidio --ablation --plot docs/bench.png
